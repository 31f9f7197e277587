import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPieces } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes, Where } from '../../../testing/render-routes';
import { OrderPiecesPanel } from './order-pieces-panel';

const ORDER_ID = '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10';
const PIECES: OrderPieces = {
  items: [
    {
      code: 'AbCdEfGhIjKlMnOp',
      orderItemId: 'i1',
      productName: 'Moon jar',
      editionNumber: 7,
      editionSize: 20,
    },
    {
      code: 'QrStUvWxYz012345',
      orderItemId: 'i2',
      productName: 'Blue jug',
      editionNumber: null,
      editionSize: null,
    },
  ],
};

setUpPageTests();

function mockApi(pieces: OrderPieces) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.endsWith(`/api/orders/${ORDER_ID}/pieces`))
      return Promise.resolve(jsonResponse(200, pieces));
    if (url.endsWith('/card.pdf'))
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
      );
    return Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
}

function renderPanel() {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <>
            <OrderPiecesPanel orderId={ORDER_ID} locale="en-US" />
            <Where />
          </>
        ),
      },
      { path: '/pieces/:code', Component: Where },
    ],
    '/',
  );
}

describe('OrderPiecesPanel', { timeout: 20_000 }, () => {
  it('names each piece’s passport and card by the piece and its edition', async () => {
    const fetch = mockApi(PIECES);
    renderPanel();
    await screen.findByRole('heading', { name: 'Piece passports' });
    expect(screen.getByText('7 of 20')).toBeTruthy();
    expect(screen.getByText('1 of 1 · one of a kind')).toBeTruthy();
    const card = screen.getByRole('button', {
      name: 'Download the card (PDF): Blue jug, 1 of 1 · one of a kind',
    });
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(card);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input]) =>
          requestUrl(input).endsWith('/api/pieces/QrStUvWxYz012345/card.pdf'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Piece passport: Moon jar, 7 of 20' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toContain('/pieces/AbCdEfGhIjKlMnOp'),
    );
  });

  it('shows nothing for an order without pieces', async () => {
    const fetch = mockApi({ items: [] });
    renderPanel();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Piece passports' })).toBeNull(),
    );
  });
});
