/**
 * One ledger behind both views, demo data included: the admin's payouts per maker equal the sum of
 * the "You will receive" each maker sees on their paid orders.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPage, PayoutList } from '@kramik/contract';
import { callerOf, signedIn, useTestApp } from '../../../test/helpers.js';
import { companies, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed.js';
import { SecretBox } from '../../lib/secrets.js';
import { mediaStoreFor } from '../../lib/media-store.js';

const ctx = useTestApp();
const call = callerOf(ctx);

async function logIn(username: string, password: string) {
  const res = await call('POST', '/api/users/login', undefined, { username, password });
  expect(res.statusCode, username).toBe(200);
  return `Bearer ${res.json<{ tokenUser: string }>().tokenUser}`;
}

beforeAll(async () => {
  const log = { info: () => {}, warn: () => {} };
  await seedDemo(ctx.database.db, log, SecretBox.fromConfig(undefined, ctx.config.dataDir), {
    media: mediaStoreFor(ctx.config),
  });
}, 180_000);

describe('the demo marketplace', () => {
  it("has the admin's payouts equal each maker's 'You will receive' on paid orders", async () => {
    const admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
    const table = (await call('GET', '/api/admin/payouts', admin)).json<PayoutList>();
    const owners = await ctx.database.db
      .select({ companyId: companies.id, username: users.username })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId));
    let makersWithPaidOrders = 0;
    for (const { companyId, username } of owners) {
      const maker = await logIn(username, DEMO_PASSWORD);
      const paid: OrderDetail[] = [];
      let cursor: string | null = null;
      do {
        const page: OrderPage = (
          await call(
            'GET',
            `/api/seller/orders?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            maker,
          )
        ).json<OrderPage>();
        for (const summary of page.items) {
          if (summary.paymentStatus !== 'paid') continue;
          const detail = await call('GET', `/api/seller/orders/${summary._id}`, maker);
          paid.push(detail.json<OrderDetail>());
        }
        cursor = page.nextCursor;
      } while (cursor);
      const row = table.items.find((item) => item.seller._id === companyId);
      if (paid.length === 0) {
        expect(row?.due.amount ?? 0, username).toBe(0);
        continue;
      }
      makersWithPaidOrders += 1;
      const willReceive = paid.reduce((sum, o) => sum + o.payout!.youWillReceive.amount, 0);
      const commission = paid.reduce((sum, o) => sum + o.payout!.commission.amount, 0);
      const received = paid.reduce((sum, o) => sum + o.paid.amount, 0);
      expect(row, username).toBeDefined();
      expect(row!.due.amount, username).toBe(willReceive);
      expect(row!.commission.amount, username).toBe(commission);
      expect(row!.received.amount, username).toBe(received);
      expect(row!.paidOrders, username).toBe(paid.length);
      expect(row!.balance.amount, username).toBe(willReceive);
    }
    // The demo has paid orders at several makers: the table is not trivially empty.
    expect(makersWithPaidOrders).toBeGreaterThan(1);
    expect(table.items.length).toBe(makersWithPaidOrders);
  }, 120_000);
});
