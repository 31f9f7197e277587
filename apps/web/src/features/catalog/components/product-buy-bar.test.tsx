import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { ProductBuyBar } from './product-buy-bar';

setUpPageTests();

const render = (element: React.ReactNode) =>
  renderRoutes([{ path: '/', Component: () => element }], '/');

describe("the phone's buy bar", () => {
  it('says "Made to order" for a made-to-order piece, not the line limit as stock', () => {
    const bar = (madeToOrder: boolean) => (
      <ProductBuyBar
        purchase={{ current: null }}
        price={{ amount: 5857, currency: 'EUR' }}
        stock={madeToOrder ? 999 : 4}
        madeToOrder={madeToOrder}
        quantity={1}
        locale="en-US"
        adding={false}
        onAdd={() => undefined}
      />
    );
    const { unmount } = render(bar(true));
    expect(screen.getByText('Made to order', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/In stock/)).toBeNull();
    unmount();
    render(bar(false));
    expect(screen.getByText('In stock: 4')).toBeTruthy();
  });
});

describe("when the page's own button goes out of view", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the latest of several changes a quick scroll queues at once', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const own = document.createElement('div');
    render(
      <ProductBuyBar
        purchase={{ current: own }}
        price={{ amount: 5857, currency: 'EUR' }}
        stock={4}
        quantity={1}
        locale="en-US"
        adding={false}
        onAdd={() => undefined}
      />,
    );
    const bar = screen.getByTestId('buy-bar');
    // Scrolled to the button and straight back to the top: in view, then out of view.
    act(() => report!([{ isIntersecting: true }, { isIntersecting: false }]));
    expect(bar.hidden).toBe(false);
    act(() => report!([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(bar.hidden).toBe(true);
  });
});
