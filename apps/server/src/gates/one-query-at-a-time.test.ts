import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import {
  addMaker,
  addProduct,
  insertCategory,
  placeOrders,
  type Maker,
} from '../../test/marketplace.js';
import { listAdminCategories } from '../modules/catalog/categories.service.js';
import { buildCart } from '../modules/orders/cart.service.js';
import { getOrder } from '../modules/orders/orders.service.js';

/**
 * A transaction is one connection: its queries must run one after another. pg 8 queues the ones
 * sent while another runs and, from the third at once, warns "Calling client.query() when the
 * client is already executing a query" (deprecated, refused by pg 9), which fails any test
 * (`test/setup.ts`). Here the services that once ran a transaction's queries side by side
 * (`Promise.all`) run inside one, and every overlap counts, the second query at once too.
 * Telling on PostgreSQL (`TEST_DATABASE_URL`); PGlite runs every query on its one connection.
 */
const ctx = useTestApp();
const overlaps: string[] = [];
let categoryId: string;
let maker: Maker;

/** Records the queries sent on a pooled client (a transaction's) while it still runs one. */
function recordOverlaps(pool: pg.Pool) {
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    let running = 0;
    client.query = ((...args: unknown[]) => {
      // `pool.query` sends one query with a callback on a client of its own: nothing overlaps.
      if (typeof args.at(-1) === 'function') return send(...args);
      if (running > 0) overlaps.push((args[0] as pg.QueryConfig).text);
      running += 1;
      return (send(...args) as Promise<unknown>).finally(() => (running -= 1));
    }) as typeof client.query;
  });
}

beforeAll(async () => {
  const { $client } = ctx.database.db as unknown as { $client: unknown };
  if ($client instanceof pg.Pool) recordOverlaps($client);
  categoryId = await insertCategory(ctx, 'jugs', 'Jugs');
  maker = await addMaker(ctx, { autopay: false });
});

afterEach(() => {
  expect(overlaps.splice(0), 'queries sent while another ran on the same connection').toEqual([]);
});

describe('queries on one transaction', () => {
  it('run one after another when a checkout plans the orders of several makers', async () => {
    const other = await addMaker(ctx, { autopay: false });
    const { orders } = await placeOrders(ctx, categoryId, maker, other);
    expect(orders).toHaveLength(2);
  });

  it('run one after another for a cart, an order’s details and the category list', async () => {
    const { user, orders } = await placeOrders(ctx, categoryId, maker);
    const productId = await addProduct(ctx, maker, categoryId, 2500);
    await ctx.database.db.transaction(async (tx) => {
      const cart = await buildCart(tx, [{ productId, quantity: 1 }], 'en-US');
      expect(cart.groups[0]!.deliveryOptions).toHaveLength(1);
      expect(cart.groups[0]!.pickupShops).toHaveLength(1);
      const order = await getOrder(
        { db: tx, locale: 'en-US' },
        { role: 'buyer', userId: user.id },
        orders[0]!._id,
      );
      expect(order.history.length).toBeGreaterThan(0);
      const asMaker = await getOrder(
        { db: tx, locale: 'pl-PL' },
        { role: 'seller', companyId: maker.companyId, userId: maker.user.id },
        orders[0]!._id,
      );
      expect(asMaker.lines).toHaveLength(order.lines.length);
      const categories = await listAdminCategories({ db: tx });
      expect(categories.items.map((category) => category._id)).toContain(categoryId);
    });
  });
});
