import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartGroup } from '@kramik/contract';
import { saveSession } from '../../../lib/session';
import { eur, pickupShop, requestUrl, uuid } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes, Where } from '../../../testing/render-routes';
import { CartScreen } from './cart-screen';
import type { CheckoutAccount } from './checkout-details';

const CLAY = uuid(1);
const WOOL = uuid(2);
const COURIER = uuid(3);
const SHOP = uuid(5);
const ADDRESS = uuid(6);

function group(sellerId: string, shortName: string, price: number): CartGroup {
  return {
    seller: { _id: sellerId, shortName },
    lines: [
      {
        productId: `p-${shortName}`,
        name: `${shortName} bowl`,
        image: null,
        unitPrice: eur(price),
        quantity: 1,
        available: 2,
        lineTotal: eur(price),
        listed: true,
      },
    ],
    subtotal: eur(price),
    deliveryOptions: [
      {
        _id: COURIER,
        carrier: 'dpd_courier',
        price: eur(1200),
        basePrice: eur(1200),
        freeFrom: eur(10_000),
        missingForFree: eur(10_000 - price),
        needsPoint: false,
        cashOnDelivery: false,
      },
    ],
    pickupShops: [pickupShop(SHOP, `${shortName} studio`)],
    dispatchDays: 2,
  };
}

const CART: Cart = {
  groups: [group(CLAY, 'Clay', 5000), group(WOOL, 'Wool', 3000)],
  count: 2,
  subtotal: eur(8000),
  removed: [],
};

const ACCOUNT: CheckoutAccount = {
  addresses: [
    {
      _id: ADDRESS,
      recipientName: '',
      phone: '',
      street: 'Długa 5',
      city: 'Gdańsk',
      postalCode: '80-001',
      region: '',
      country: 'PL',
    },
  ],
  invoiceData: [],
  countries: [{ code: 'PL', name: 'Poland' }],
  countriesFailed: false,
  AddressFields: () => null,
  InvoiceDataFields: () => null,
};

setUpPageTests();

const json = jsonResponse;

/** The API as the page sees it; `placing` answers the order calls in turn. */
function mockApi(placing: (() => Promise<Response>)[] = []) {
  const orders: { key: string | null; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/cart' && method === 'GET') return Promise.resolve(json(200, CART));
    if (url === '/api/checkout/quote') return Promise.resolve(json(400, { code: 'X', error: 'x' }));
    if (url === '/api/orders' && method === 'POST') {
      const headers = new Headers(init?.headers);
      orders.push({ key: headers.get('Idempotency-Key'), body: JSON.parse(init!.body as string) });
      const next = placing.shift();
      return next ? next() : Promise.reject(new TypeError('no answer'));
    }
    return Promise.resolve(json(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
  return orders;
}

function renderCart() {
  // A signed-in buyer: the server cart is asked for only with a session token.
  saveSession({
    token: 'test-token-0123456789abcdef',
    userId: 'buyer-1',
    companyId: null,
    firstName: 'Ann',
    permissions: 'user',
  });
  renderRoutes(
    [
      {
        path: '*',
        Component: () => (
          <>
            <CartScreen
              loggedIn
              loginHref="/auth"
              locale="en-US"
              account={ACCOUNT}
              now={new Date('2026-03-02T10:00:00Z')}
            />
            <Where />
          </>
        ),
      },
    ],
    '/cart',
  );
}

const radiogroup = (name: string) => screen.getByRole('radiogroup', { name });

describe('CartScreen checkout', () => {
  it('shows the spec messages before sending anything', async () => {
    const orders = mockApi();
    renderCart();
    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getByRole('link', { name: 'Clay' })).toHaveProperty(
      'pathname',
      `/company/${CLAY}`,
    );

    fireEvent.click(place);
    expect(await screen.findAllByText('No pickup/delivery method selected')).not.toHaveLength(0);

    fireEvent.click(
      within(radiogroup('How to receive the order from Clay')).getByRole('radio', {
        name: 'Delivery',
      }),
    );
    fireEvent.click(place);
    expect(await screen.findAllByText('No shipping method selected!')).not.toHaveLength(0);
    expect(orders).toHaveLength(0);
  });

  it('keeps the line total at the quantity in the cart while a refused one is typed', async () => {
    mockApi();
    renderCart();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity: Clay bowl' });
    const line = quantity.closest('li')!;
    expect(within(line).getByText('€50.00')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '99' } });
    expect(await within(line).findByText("I don't have that quantity")).toBeTruthy();
    expect(within(line).getByText('€50.00')).toBeTruthy();
    expect(within(line).queryByText('€4,950.00')).toBeNull();
  });

  it('places the order once per attempt, keeping the key when the answer is lost', async () => {
    const orders = mockApi([
      () => Promise.reject(new TypeError('network down')),
      () =>
        Promise.resolve(
          json(201, {
            checkoutId: 'chk-1',
            orders: [
              { _id: 'o-1', number: 'MK-2026-000001', status: 'awaiting_payment' },
              { _id: 'o-2', number: 'MK-2026-000002', status: 'in_progress' },
            ],
          }),
        ),
    ]);
    renderCart();
    await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(
      within(radiogroup('How to receive the order from Clay')).getByRole('radio', {
        name: 'Delivery',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('radiogroup', { name: 'Carrier for Clay' })).getByRole(
        'radio',
        { name: /DPD courier/ },
      ),
    );
    fireEvent.click(
      within(radiogroup('How to receive the order from Wool')).getByRole('radio', {
        name: "Pick-up in the maker's shop",
      }),
    );
    // Wool's only shop is chosen with pick-up.
    expect(
      within(await screen.findByRole('radiogroup', { name: 'Pick-up shop of Wool' })).getByRole(
        'radio',
        { name: /Wool studio/ },
      ),
    ).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I want a VAT invoice' }));
    // No saved invoice data: a new set is chosen, and it is empty.
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findAllByText('Invoice selected but not all required data filled'),
    ).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I want a VAT invoice' }));

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/payment-selection?orders=o-1'),
    );

    expect(orders).toHaveLength(2);
    expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[1]!.key).toBe(orders[0]!.key);
    expect(orders[0]!.body).toMatchObject({
      groups: [
        { sellerId: CLAY, deliveryOptionId: COURIER, pickupShopId: null },
        { sellerId: WOOL, deliveryOptionId: null, pickupShopId: SHOP },
      ],
      shippingAddressId: ADDRESS,
      invoiceRequested: false,
      expectedTotal: 5000 + 1200 + 3000,
    });
  });
});
