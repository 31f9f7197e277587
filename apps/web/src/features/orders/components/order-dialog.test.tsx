import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@kramik/contract';
import { eur, requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import type { OrderScope } from '../api/keys';
import { OrderDialog } from './order-dialog';

const ORDER: OrderDetail = {
  _id: '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10',
  number: 'KR-2026-000042',
  checkoutId: 'c1',
  createdAt: '2026-03-04T10:15:00.000Z',
  status: 'in_progress',
  paymentStatus: 'paid',
  paymentType: 'online',
  seller: { _id: 's1', shortName: 'Modra Glina' },
  customerName: 'Anna Kowalczyk',
  country: 'PL',
  itemCount: 2,
  total: eur(11_400),
  paid: eur(11_400),
  receivingMethod: 'delivery',
  lines: [
    {
      productId: 'p1',
      name: 'Blue jug',
      image: null,
      unitPrice: eur(5_000),
      quantity: 2,
      lineTotal: eur(10_000),
    },
  ],
  itemsTotal: eur(10_000),
  delivery: eur(1_400),
  receiving: {
    method: 'delivery',
    carrier: 'dpd_courier',
    pointCode: null,
    pointName: null,
    pointAddress: null,
    shop: null,
  },
  shippingAddress: {
    recipientName: '',
    phone: '',
    street: 'Długa 5',
    city: 'Kraków',
    postalCode: '31-001',
    region: '',
    country: 'PL',
  },
  invoice: {
    companyName: 'Pracownia Anna',
    taxId: 'PL1234567890',
    street: 'Długa 5',
    city: 'Kraków',
    postalCode: '31-001',
    country: 'PL',
  },
  customer: { name: 'Anna Kowalczyk', email: 'anna@example.com', phone: '+48 600 100 200' },
  tracking: null,
  paymentDueAt: null,
  paidAt: '2026-03-04T10:20:00.000Z',
  history: [
    {
      status: 'awaiting_payment',
      actor: 'buyer',
      actorName: 'Anna Kowalczyk',
      note: null,
      at: '2026-03-04T10:15:00.000Z',
    },
    {
      status: 'paid',
      actor: 'system',
      actorName: null,
      note: 'payu',
      at: '2026-03-04T10:20:00.000Z',
    },
  ],
  payout: {
    orderAmount: eur(11_400),
    paidAmount: eur(11_400),
    commissionPercent: 8,
    commission: eur(800),
    youWillReceive: eur(10_600),
  },
  canCancel: false,
  canPay: false,
  nextStatuses: ['shipped', 'ready_for_pickup', 'cancelled'],
};

setUpPageTests();

const json = jsonResponse;

function mockApi(order: OrderDetail, onStatus?: (body: unknown) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.endsWith('/status') && init?.method === 'POST' && onStatus) {
      return Promise.resolve(onStatus(JSON.parse(init.body as string)));
    }
    if (url.endsWith(order._id)) return Promise.resolve(json(200, order));
    return Promise.resolve(json(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
}

function renderDialog(scope: OrderScope) {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <OrderDialog
            scope={scope}
            open={{ id: ORDER._id, number: ORDER.number }}
            locale="en-US"
            onClose={() => {}}
          />
        ),
      },
    ],
    '/',
  );
}

describe('OrderDialog', { timeout: 20_000 }, () => {
  it('shows the maker the payment summary, the customer and the invoice data', async () => {
    mockApi(ORDER);
    renderDialog('seller');
    const summary = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByText('Our commission')).toBeTruthy();
    expect(within(summary).getByText('You will receive')).toBeTruthy();
    expect(within(summary).getByText('€106.00')).toBeTruthy();
    expect(within(summary).getByText('−€8.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Customer' }).textContent).toContain(
      'anna@example.com',
    );
    expect(screen.getByRole('region', { name: 'VAT invoice' }).textContent).toContain(
      'PL1234567890',
    );
    expect(screen.getByRole('dialog', { name: 'Order KR-2026-000042' })).toBeTruthy();
    // The history names the operator, not its code.
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.textContent).toContain('Paid with PayU');
    expect(history.textContent).not.toContain('payu');
  });

  it('asks for the carrier and tracking number before marking the order shipped', async () => {
    const sent: unknown[] = [];
    mockApi(ORDER, (body) => {
      sent.push(body);
      return json(200, { ...ORDER, status: 'shipped', nextStatuses: ['delivered'] });
    });
    renderDialog('seller');
    expect(await screen.findByRole('button', { name: 'Mark as ready for pick-up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped…' }));

    const form = screen.getByRole('form', { name: 'Shipping details' });
    // The carrier the buyer chose is proposed; the tracking number is required.
    expect(within(form).getByLabelText<HTMLSelectElement>(/^Carrier/).value).toBe('dpd_courier');
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    expect(
      within(form)
        .getByLabelText(/^Tracking number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Tracking number/), {
      target: { value: ' 0000123 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'shipped', carrier: 'dpd_courier', trackingNumber: '0000123' },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
  });

  it('offers the buyer payment and cancelling, without the maker’s money', async () => {
    mockApi({
      ...ORDER,
      status: 'awaiting_payment',
      paymentStatus: 'none',
      payout: null,
      canPay: true,
      canCancel: true,
      nextStatuses: [],
    });
    renderDialog('buyer');
    const pay = await screen.findByRole('link', { name: 'Complete payment' });
    expect(pay.getAttribute('href')).toBe(`/payment-selection?orders=${ORDER._id}`);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByText('Our commission')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer' })).toBeNull();
    expect(screen.getAllByText('Awaiting payment').length).toBeGreaterThan(0);
  });
});
