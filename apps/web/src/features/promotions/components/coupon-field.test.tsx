import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartGroup } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { SalePrice } from '../../../components/sale-price';
import { CouponField } from './coupon-field';

setUpPageTests();

const money = (amount: number) => ({ amount, currency: 'EUR' });
const group = (coupon: CartGroup['coupon']): CartGroup => ({
  seller: { _id: 'c1', shortName: 'Modra Glina' },
  lines: [],
  subtotal: money(3600),
  deliveryOptions: [],
  pickupShops: [],
  dispatchDays: 2,
  coupon,
});

describe('CouponField', () => {
  it('sends the code for the maker and shows the server’s refusal under the field', async () => {
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      expect(requestUrl(input)).toContain('/api/cart/coupons');
      bodies.push(JSON.parse(init?.body as string));
      return Promise.resolve(
        jsonResponse(409, {
          code: 'COUPON_BELOW_MINIMUM',
          error: 'This code needs an order of at least €50.00 from this maker.',
          fields: { code: 'This code needs an order of at least €50.00 from this maker.' },
        }),
      );
    });
    renderRoutes(
      [{ path: '/', element: <CouponField group={group(null)} locale="en-US" disabled={false} /> }],
      '/',
    );
    fireEvent.change(await screen.findByLabelText('Coupon code'), {
      target: { value: 'welcome10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This code needs an order of at least €50.00 from this maker.'),
    ).toBeTruthy();
    expect(bodies).toEqual([{ sellerId: 'c1', code: 'WELCOME10' }]);
  });

  it('shows an applied code with its amount off, or why it no longer applies', async () => {
    const cart: Cart = { groups: [], count: 0, subtotal: money(0), removed: [] };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, cart));
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <CouponField
                group={group({
                  code: 'WELCOME10',
                  discount: money(360),
                  problem: null,
                  problemMessage: null,
                })}
                locale="en-US"
                disabled={false}
              />
              <CouponField
                group={group({
                  code: 'ONE-OFF',
                  discount: money(0),
                  problem: 'COUPON_USED_UP',
                  problemMessage: 'This code has been used up.',
                })}
                locale="en-US"
                disabled={false}
              />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Coupon WELCOME10')).toBeTruthy();
    expect(screen.getByText('−€3.60')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This code has been used up.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(requestUrl(vi.mocked(fetch).mock.calls[0]![0])).toContain('/api/cart/coupons/c1');
  });
});

describe('SalePrice', () => {
  it('shows the sale price, the regular price struck through and the Omnibus line', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SalePrice
              price={money(3600)}
              regularPrice={money(4500)}
              lastPrice={money(4200)}
              locale="en-US"
              size="xl"
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('€36.00')).toBeTruthy();
    expect(screen.getByLabelText('Regular price €45.00').tagName).toBe('S');
    expect(screen.getByText('−20%')).toBeTruthy();
    expect(
      screen.getByText('Lowest price in the 30 days before the reduction: €42.00'),
    ).toBeTruthy();
  });
});
