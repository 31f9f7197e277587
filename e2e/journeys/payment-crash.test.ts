import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cart, OrderDetail, Payment, PlacedOrders } from '@kramik/contract';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { startServer, type RunningServer } from '../fixtures/server.js';

async function call<T>(
  server: RunningServer,
  pathname: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  expect(response.ok, `${pathname}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a crash between the payment and its notification', () => {
  it('marks the order paid exactly once after the restart', { timeout: 240_000 }, async () => {
    // This server kills itself (SIGKILL) when the operator's notification arrives; its DATA_DIR
    // (a copy of the run's migrated database) is kept for the restart.
    let server = await startServer({ FAULT_POINT: 'payment-notify', SEED_DEMO: '1' });
    const { port } = server;
    dataDir = server.dataDir;

    const login = await call<{ tokenUser: string }>(server, '/api/users/login', null, {
      method: 'POST',
      body: { username: 'anna.kowalczyk', password: DEMO_PASSWORD },
    });
    const token = login.tokenUser;
    const found = await call<{ items: { _id: string }[] }>(
      server,
      '/api/products?inStock=true&sort=newest&limit=1',
      token,
    );
    const cart = await call<Cart>(server, '/api/cart/items', token, {
      method: 'POST',
      body: { productId: found.items[0]!._id, quantity: 1 },
    });
    const group = cart.groups[0]!;
    const carrier = group.deliveryOptions.find((o) => !o.needsPoint && !o.cashOnDelivery)!;
    const addresses = await call<{ items: { _id: string }[] }>(
      server,
      '/api/users/me/addresses',
      token,
    );
    const placed = await call<PlacedOrders>(server, '/api/orders', token, {
      method: 'POST',
      body: {
        groups: [{ sellerId: group.seller._id, deliveryOptionId: carrier._id }],
        shippingAddressId: addresses.items[0]!._id,
      },
    });
    const orderId = placed.orders[0]!._id;
    const payment = await call<Payment>(server, '/api/payments', token, {
      method: 'POST',
      body: { operator: 'payu', orderIds: [orderId] },
    });

    // The buyer pays on the operator's page: the operator accepts the payment and notifies us.
    const page = await (await fetch(payment.redirectUrl!)).text();
    const pay = /<form method="post" action="([^"]+)"><button[^>]*>Pay</.exec(page)?.[1];
    expect(pay).toBeTruthy();
    await fetch(new URL(pay!.replace(/&amp;/g, '&'), payment.redirectUrl!), {
      method: 'POST',
      redirect: 'manual',
    }).catch(() => undefined);
    const crash = await Promise.race([
      server.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
    ]);
    expect(crash?.signal).toBe('SIGKILL');

    // Restarted on the same data: the operator's retry (or the reconciliation) is applied once.
    server = await startServer({}, { port, dataDir });
    try {
      let order: OrderDetail | undefined;
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        order = await call<OrderDetail>(server, `/api/orders/${orderId}`, token);
        if (order.status === 'paid') break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(order?.status).toBe('paid');
      // Let any further retry arrive: it must change nothing.
      await new Promise((r) => setTimeout(r, 3_000));
      order = await call<OrderDetail>(server, `/api/orders/${orderId}`, token);
      expect(order.history.filter((h) => h.status === 'paid')).toHaveLength(1);
      expect(order.paid.amount).toBe(order.total.amount);
      const after = await call<Payment>(server, `/api/payments/${payment._id}`, token);
      expect(after.status).toBe('paid');
    } finally {
      await server.stop('SIGTERM', { keepData: true });
    }
  });
});
