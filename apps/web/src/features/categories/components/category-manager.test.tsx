import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type AdminCategory } from '@kramik/contract';
import { requestUrl, uuid } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { CategoryManager } from './category-manager';

setUpPageTests();

function category(
  id: string,
  name: string,
  parentId: string | null,
  productCount: number,
): AdminCategory {
  return {
    _id: id,
    slug: name.toLowerCase(),
    parentId,
    position: 0,
    names: Object.fromEntries(LOCALES.map((l) => [l, name])),
    productCount,
  };
}

const CERAMICS = uuid(1);
const TEXTILES = uuid(2);
const GLASS = uuid(3);
const BOWLS = uuid(4);

function renderManager() {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${requestUrl(input)}`);
    return Promise.resolve(
      jsonResponse(200, {
        items: [
          category(CERAMICS, 'Ceramics', null, 0),
          category(BOWLS, 'Bowls', CERAMICS, 0),
          category(TEXTILES, 'Textiles', null, 3),
          category(GLASS, 'Glass', null, 0),
        ],
      }),
    );
  });
  renderRoutes([{ path: '/', element: <CategoryManager locale="en-US" /> }], '/');
  return calls;
}

describe('CategoryManager', () => {
  it('says at once why a category in use cannot be deleted, and asks nothing', async () => {
    const calls = renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Textiles' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'This category cannot be deleted yet',
    });
    expect(dialog.textContent).toContain('Textiles still holds products (products: 3)');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Ceramics' }));
    expect(
      (await screen.findByRole('dialog', { name: 'This category cannot be deleted yet' }))
        .textContent,
    ).toContain('Ceramics still has subcategories');
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('asks to confirm deleting an unused category', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Glass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
