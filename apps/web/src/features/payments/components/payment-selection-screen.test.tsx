import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Payment, PaymentOptions } from '@kramik/contract';
import { eur, fakeWindow, requestUrl, uuid } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes, Where } from '../../../testing/render-routes';
import { PaymentCancelledScreen } from './payment-cancelled-screen';
import { PaymentSelectionScreen } from './payment-selection-screen';
import { PaymentSuccessScreen } from './payment-success-screen';

const A = uuid(1);
const B = uuid(2);
const PAYMENT_ID = '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10';
const REDIRECT = 'http://localhost/sandbox/payu/pay/ORD-1';

const OPTIONS: PaymentOptions = {
  orders: [
    {
      _id: A,
      number: 'KR-2026-000041',
      seller: { _id: 's1', shortName: 'Modra Glina' },
      total: eur(11_400),
      autopay: true,
    },
    {
      _id: B,
      number: 'KR-2026-000042',
      seller: { _id: 's2', shortName: 'Len i Wełna' },
      total: eur(4_500),
      autopay: false,
    },
  ],
  total: eur(15_900),
  operators: ['payu', 'paypal'],
};

function payment(status: Payment['status']): Payment {
  return {
    _id: PAYMENT_ID,
    operator: 'payu',
    status,
    amount: eur(15_900),
    redirectUrl: REDIRECT,
    orders: [
      { _id: A, number: 'KR-2026-000041', status: 'awaiting_payment' },
      { _id: B, number: 'KR-2026-000042', status: 'awaiting_payment' },
    ],
    createdAt: '2026-03-04T10:15:00.000Z',
  };
}

setUpPageTests();

const json = jsonResponse;

/** The API as the page sees it; `statuses` are the answers of the polls, in turn. */
function mockApi({
  options = OPTIONS,
  statuses = ['pending'],
}: { options?: PaymentOptions; statuses?: Payment['status'][] } = {}) {
  const polls = [...statuses];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.startsWith('/api/payments/operators')) return Promise.resolve(json(200, options));
    if (url === '/api/payments' && method === 'POST') {
      return Promise.resolve(json(201, payment('pending')));
    }
    if (url === `/api/payments/${PAYMENT_ID}`) {
      const status = polls.length > 1 ? polls.shift()! : polls[0]!;
      return Promise.resolve(json(200, payment(status)));
    }
    return Promise.resolve(json(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
  return calls;
}

function renderAt(path: string) {
  const page = (element: React.ReactNode) => () => (
    <>
      {element}
      <Where />
    </>
  );
  renderRoutes(
    [
      { path: '/payment-selection', Component: page(<PaymentSelectionScreen locale="en-US" />) },
      { path: '/payment/success', Component: page(<PaymentSuccessScreen locale="en-US" />) },
      { path: '/payment/cancelled', Component: page(<PaymentCancelledScreen />) },
      { path: '*', Component: page(null) },
    ],
    path,
  );
}

describe('payment selection', { timeout: 20_000 }, () => {
  it('lists the orders with their makers and the total, and who can pay them', async () => {
    mockApi();
    renderAt(`/payment-selection?orders=${A},${B}`);
    const list = await screen.findByRole('list', { name: 'Orders to pay' });
    expect(within(list).getByText('KR-2026-000041')).toBeTruthy();
    expect(within(list).getByText('Maker: Len i Wełna')).toBeTruthy();
    expect(screen.getByText('€159.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with PayU' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    // AutoPay only for the order whose maker takes it.
    expect(
      screen.getByRole('button', { name: 'Pay with AutoPay for order KR-2026-000041' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /AutoPay for order KR-2026-000042/ })).toBeNull();
  });

  it('opens the window in the click, sends it to the operator and waits for the result', async () => {
    const calls = mockApi({ statuses: ['pending', 'paid'] });
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
    renderAt(`/payment-selection?orders=${A},${B}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayU' }));
    // In the click itself, before the POST has even been sent.
    expect(open).toHaveBeenCalledWith('', 'kramik-payment');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await screen.findByRole('heading', { name: 'Complete the payment in the new window' });
    expect(win.location.href).toBe(REDIRECT);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      operator: 'payu',
      orderIds: [A, B],
    });
    expect(screen.getByText('€159.00 with PayU')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reopen the payment window' })).toBeTruthy();
    await waitFor(
      () =>
        expect(screen.getByTestId('where').textContent).toBe(
          `/payment/success?payment=${PAYMENT_ID}`,
        ),
      { timeout: 6000 },
    );
    await screen.findByRole('heading', { name: 'Thank you for your payment' });
    expect(screen.getByText('KR-2026-000042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/userorders',
    );
  });

  it('shows the blocked-window notice with a link when the browser blocks the window', async () => {
    mockApi();
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderAt(`/payment-selection?orders=${A},${B}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your browser is blocking new windows')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe(REDIRECT);
    expect(link.getAttribute('target')).toBe('_blank');
    // The notice takes the focus (it is scrolled into view, which jsdom does not lay out).
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('goes to the cancelled page when the payment is cancelled', async () => {
    mockApi({ statuses: ['cancelled'] });
    renderAt(`/payment-selection?orders=${A},${B}&payment=${PAYMENT_ID}`);
    await screen.findByRole('heading', { name: 'Payment was cancelled' });
    expect(screen.getByTestId('where').textContent).toBe(
      `/payment/cancelled?payment=${PAYMENT_ID}&orders=${A},${B}`,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another operator' }).getAttribute('href')).toBe(
      `/payment-selection?orders=${A},${B}`,
    );
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/userorders',
    );
  });

  it('offers AutoPay beside PayU and PayPal for a single order whose maker takes it', async () => {
    const single = { ...OPTIONS, orders: [OPTIONS.orders[0]!], total: eur(11_400) };
    const calls = mockApi({ options: single });
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window);
    renderAt(`/payment-selection?orders=${A}`);
    const autopay = await screen.findByRole('button', {
      name: 'Pay with AutoPay for order KR-2026-000041',
    });
    expect(screen.getByRole('button', { name: 'Pay with PayU' })).toBeTruthy();
    fireEvent.click(autopay);
    await screen.findByRole('heading', { name: 'Complete the payment in the new window' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      operator: 'autopay',
      orderIds: [A],
    });
  });

  it('says so when no order is left to pay', async () => {
    mockApi({ options: { orders: [], total: eur(0), operators: ['payu', 'paypal'] } });
    renderAt(`/payment-selection?orders=${A}`);
    await screen.findByRole('heading', { name: 'Nothing left to pay' });
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/userorders',
    );
  });
});
