import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@kramik/contract';
import { jsonResponse, setUpPageTests } from '../../testing/page-tests';
import { renderRoutes } from '../../testing/render-routes';
import { BuyerOrderPanels } from './user-orders';

setUpPageTests();

/** The fields of an order the buyer's panels read. */
const order = (status: string) =>
  ({
    _id: '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10',
    status,
    seller: { _id: '7c1d1f0e-8a43-4e63-9a3b-2f4a7f0c9d11' },
  }) as unknown as OrderDetail;

describe('the buyer’s panels below an order', () => {
  it('give each panel its own key, once the order is received too', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' })),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          Component: () => <BuyerOrderPanels order={order('delivered')} locale="en-US" />,
        },
      ],
      '/',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const said = errors.mock.calls.map((call) => call.map(String).join(' '));
    expect(said.filter((text) => text.includes('same key'))).toEqual([]);
  });
});
