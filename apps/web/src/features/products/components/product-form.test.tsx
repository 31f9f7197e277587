import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { ProductForm } from './product-form';

const CERAMICS = '6f1f6a2e-8d5b-4c1e-9a53-3f1f6a2e8d5b';
const MUGS = '7a2b7b3f-9e6c-4d2f-8b64-4a2b7b3f9e6c';
const TREE: Category[] = [
  {
    _id: CERAMICS,
    slug: 'ceramics',
    name: 'Ceramics',
    subcategories: [{ _id: MUGS, slug: 'mugs', name: 'Mugs & Cups' }],
  },
];

setUpPageTests();

const json = jsonResponse;

/** Answers the category tree, and `onSave` for the product form's POST. */
function mockApi(onSave: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === '/api/categories') return Promise.resolve(json(200, { items: TREE }));
    if (url === '/api/seller/products' && init?.method === 'POST') {
      return Promise.resolve(onSave(JSON.parse(init.body as string)));
    }
    return Promise.resolve(json(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
}

function renderForm() {
  renderRoutes(
    [
      {
        path: '/seller/products/new',
        Component: () => <ProductForm product={null} currency="EUR" locale="en-US" />,
      },
    ],
    '/seller/products/new',
  );
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input,select' }), {
    target: { value },
  });

async function fillValidForm() {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Ceramics' })).toBeTruthy());
  change(/^Name/, 'Blue jug');
  change(/^Price/, '49,90');
  change(/^Available quantity/, '3');
  change(/^Delivery days/, '5');
  change(/^Category/, CERAMICS);
  change(/^Subcategory/, MUGS);
}

describe('ProductForm', { timeout: 20_000 }, () => {
  it('names the version without a name and sends nothing', () => {
    const fetchSpy = mockApi(() => json(500, {}));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('no name for version en-US Fix it !')).toBeTruthy();
    expect(input(/^Price/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('tab', { name: /English/ }).textContent).toContain('needs fixing');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the price in cents and shows the server’s field messages', async () => {
    const sent: unknown[] = [];
    mockApi((body) => {
      sent.push(body);
      return json(400, {
        error: 'Some fields are missing or invalid.',
        code: 'VALIDATION_FAILED',
        fields: { index: 'Another of your products already uses this index.' },
      });
    });
    renderForm();
    await fillValidForm();
    change(/^Index/, 'MG-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(screen.getByText('Another of your products already uses this index.')).toBeTruthy(),
    );
    expect(input(/^Index/).getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]).toMatchObject({
      versions: [{ locale: 'en-US', name: 'Blue jug' }],
      priceAmount: 4990,
      categoryId: CERAMICS,
      subcategoryId: MUGS,
      condition: 'new',
      index: 'MG-01',
      quantity: 3,
      deliveryDays: 5,
    });
  });

  it('shows the spec’s message with a link to delivery costs when the store is not configured', async () => {
    mockApi(() =>
      json(400, {
        error:
          'Your store is not fully configured. Go to the store management menu and set the delivery costs!',
        code: 'STORE_NOT_CONFIGURED',
      }),
    );
    renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    const alert = await screen.findByText(/Your store is not fully configured/);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set delivery costs' }).getAttribute('href')).toBe(
      '/seller/logistics',
    );
  });
});
