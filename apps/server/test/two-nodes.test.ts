/**
 * Two app nodes on one PostgreSQL database and one Redis (issue 23, "several nodes"): two real
 * server processes (the compiled `dist/server.js`, each on its own port and DATA_DIR) share
 * sessions, carts, stock, the background work and the per-address budgets. Runs with the API
 * tests on PostgreSQL (`TEST_DB=postgres`, as `npm test` does when TEST_DATABASE_URL is set) when
 * Redis answers at TEST_REDIS_URL (default redis://127.0.0.1:6379); skipped, saying why, otherwise.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlacedOrders } from '@kramik/contract';
import {
  mailOutbox,
  orderEvents,
  orderItems,
  orders,
  products,
  sessions,
} from '../src/db/schema/index.js';
import { loadConfig } from '../src/config/env.js';
import { redisAnswers } from '../src/lib/redis.js';
import { createToken, hashToken } from '../src/lib/tokens.js';
import {
  createTestApp,
  createUser,
  loginAs,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from './helpers.js';
import { buildIfStale, startServer, type RunningServer } from '../../../e2e/fixtures/server.js';
import {
  addMaker,
  addProduct,
  insertCategory,
  placeOrdersAs,
  TEST_ADDRESS,
  type Maker,
} from './marketplace.js';

const testEnv = process.env;
const REDIS_URL = testEnv.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The per-address budget of login, registration and recovery calls: the default, 30 a minute. */
const AUTH_BUDGET = loadConfig({}).authRateLimitMax;

/** A build of both apps when stale (~15 s on two busy cores, more) and the two nodes' start. */
const BUILD_AND_START_MS = 240_000;

/** Why the test cannot run here, or undefined when it can. */
async function missing() {
  if (!testEnv.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!inject('postgresTemplate'))
    return 'runs with the API tests on PostgreSQL (TEST_DB=postgres, as npm test does)';
  if (!(await redisAnswers(REDIS_URL)))
    return `Redis does not answer at ${REDIS_URL} (set TEST_REDIS_URL, or start redis-server)`;
  return undefined;
}

const reason = await missing();
if (reason) console.warn(`two-nodes.test.ts skipped: ${reason}`);

/** A node: the real server (`dist/server.js`) as a process of its own, own port and DATA_DIR. */
type Node = RunningServer & { name: string };

/** A JSON call to a node, from the client address `from` (the nodes trust X-Forwarded-For). */
async function call(
  node: Node,
  method: string,
  url: string,
  options: { authorization?: string; body?: unknown; from?: string } = {},
) {
  const response = await fetch(`${node.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (): unknown => JSON.parse(text),
  };
}

async function login(node: Node, user: TestUser, from: string) {
  const response = await call(node, 'POST', '/api/users/login', {
    body: { username: user.username, password: TEST_PASSWORD },
    from,
  });
  expect(response.status, response.text).toBe(200);
  return `Bearer ${(response.json() as { tokenUser: string }).tokenUser}`;
}

/** A made-up client address per number (TEST-NET-3 and beyond: never a real client). */
const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(reason !== undefined)('two app nodes on one database and one Redis', () => {
  const ctx = {} as TestContext;
  const prefix = `kramik-test-${randomUUID().slice(0, 8)}:`;
  let a: Node;
  let b: Node;
  let maker: Maker;
  let categoryId: string;
  let expiring: { orderId: string; productId: string };

  beforeAll(async () => {
    // The nodes run the compiled server, as `npm start` does: built here when missing or stale
    // (`npm test` builds before the API tests, so it is current there).
    await buildIfStale();
    // The database of this file (a fresh copy of the migrated template, dropped after it), with
    // an app in this process only to prepare data; the nodes are the two processes.
    const secretsKey = randomBytes(32).toString('base64');
    Object.assign(ctx, await createTestApp({ SECRETS_KEY: secretsKey }));
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    const databaseUrl = (pool.options as { connectionString: string }).connectionString;

    categoryId = await insertCategory(ctx, `two-nodes-${randomUUID().slice(0, 8)}`, 'Jugs');
    maker = await addMaker(ctx, { autopay: false });
    // An order whose payment time is over before the nodes start: both sweep at start.
    const buyer = await createUser(ctx);
    const { authorization } = await loginAs(ctx, buyer);
    const placed = await placeOrdersAs(ctx, { user: buyer, authorization }, categoryId, maker);
    const orderId = placed.orders[0]!._id;
    await ctx.database.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    const [item] = await ctx.database.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expiring = { orderId, productId: item!.productId! };

    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SECRETS_KEY: secretsKey,
      PAYMENTS_MODE: 'emulator',
      TRUST_PROXY: '1',
    };
    const start = async (name: string): Promise<Node> =>
      Object.assign(await startServer(env), { name });
    [a, b] = await Promise.all([start('a'), start('b')]);
  }, BUILD_AND_START_MS);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((node) => node.stop()));
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('has each node ready with its database and Redis', async () => {
    for (const node of [a, b]) {
      await until(
        async () => (await call(node, 'GET', '/api/health/ready')).status === 200,
        `node ${node.name} to be ready`,
      );
      const ready = await call(node, 'GET', '/api/health/ready');
      expect(ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('takes a token from node A on node B, and a logout on B ends it on A', async () => {
    const user = await createUser(ctx);
    const authorization = await login(a, user, address(1));
    const status = await call(b, 'GET', '/api/users/status', { authorization });
    expect(status.status, status.text).toBe(200);
    expect(status.json()).toMatchObject({ isLoggedIn: true, user: { _id: user.id } });
    expect((await call(b, 'POST', '/api/users/logout', { authorization })).status).toBe(200);
    expect((await call(a, 'GET', '/api/users/status', { authorization })).status).toBe(401);
  });

  it('checks out on node B the cart filled on node A', async () => {
    const user = await createUser(ctx);
    const productId = await addProduct(ctx, maker, categoryId, 4000, 3);
    const onA = await login(a, user, address(2));
    const added = await call(a, 'POST', '/api/cart/items', {
      authorization: onA,
      body: { productId, quantity: 2 },
    });
    expect(added.status, added.text).toBeLessThan(300);
    const onB = await login(b, user, address(2));
    const cart = await call(b, 'GET', '/api/cart', { authorization: onB });
    expect(cart.text).toContain(productId);
    const placed = await call(b, 'POST', '/api/orders', {
      authorization: onB,
      body: {
        groups: [{ sellerId: maker.companyId, deliveryOptionId: maker.courierId }],
        shippingAddress: TEST_ADDRESS,
      },
    });
    expect(placed.status, placed.text).toBe(201);
    expect((placed.json() as PlacedOrders).orders).toHaveLength(1);
    const [product] = await ctx.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    expect(product!.quantity).toBe(1);
  });

  it('gives exactly 5 orders to 50 buyers on both nodes racing for the last 5 units', async () => {
    const productId = await addProduct(ctx, maker, categoryId, 2500, 5);
    // Signed in already (logging in is the first test's): a session each, as a login makes it.
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
    const tokens = buyers.map(() => createToken());
    await ctx.database.db.insert(sessions).values(
      buyers.map((buyer, i) => ({
        userId: buyer.id,
        tokenHash: hashToken(tokens[i]!),
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    const ready = await Promise.all(
      buyers.map(async (_, i) => {
        const node = i % 2 === 0 ? a : b;
        const authorization = `Bearer ${tokens[i]!}`;
        const added = await call(node, 'POST', '/api/cart/items', {
          authorization,
          body: { productId, quantity: 1 },
          from: address(100 + i),
        });
        expect(added.status, added.text).toBeLessThan(300);
        return { node, authorization, from: address(100 + i) };
      }),
    );
    const answers = await Promise.all(
      ready.map(({ node, authorization, from }) =>
        call(node, 'POST', '/api/orders', {
          authorization,
          from,
          body: {
            groups: [{ sellerId: maker.companyId, deliveryOptionId: maker.courierId }],
            shippingAddress: TEST_ADDRESS,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    // Each node turned some of its own buyers away: both took part in the same race.
    for (const node of [a, b]) {
      const mine = answers.filter((_, i) => ready[i]!.node === node);
      expect(mine.filter((answer) => answer.status === 409).length).toBeGreaterThan(0);
    }
    const [row] = await ctx.database.db
      .select({
        quantity: products.quantity,
        ordered: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where product_id = ${productId})`,
      })
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toEqual({ quantity: 0, ordered: 5 });
  });

  it('expires an unpaid order once, though both nodes swept for it', async () => {
    await until(async () => {
      const [order] = await ctx.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, expiring.orderId));
      return order?.status === 'cancelled';
    }, 'the unpaid order to expire');
    // Both nodes have run their first sweep by now (at start); give a late one a moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = await ctx.database.db
      .select({ status: orderEvents.status, actor: orderEvents.actorRole })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, expiring.orderId), eq(orderEvents.status, 'cancelled')));
    expect(events).toEqual([{ status: 'cancelled', actor: 'system' }]);
    const [product] = await ctx.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, expiring.productId));
    // placeOrdersAs's product: 5 in stock, 1 ordered, returned once.
    expect(product!.quantity).toBe(5);
  });

  it('sends each queued mail once, from one node or the other', async () => {
    const queued = await ctx.database.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          recipient: `two-nodes-${i}@example.com`,
          subject: `Two nodes ${i}`,
          textBody: `Mail ${i}`,
          htmlBody: `<p>Mail ${i}</p>`,
        })),
      )
      .returning({ id: mailOutbox.id });
    const ids = queued.map((row) => row.id);
    // Nobody kicks the nodes: each polls the outbox every 5 s, so both go for the same mail.
    await until(async () => {
      const [row] = await ctx.database.db
        .select({ pending: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
      return row!.pending === 0;
    }, 'the outbox to be sent');
    const rows = await ctx.database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Each node writes what it sends to its own DATA_DIR/outbox: every mail is in one file.
    const files = (
      await Promise.all(
        [a, b].map((node) => fs.readdir(path.join(node.dataDir, 'outbox')).catch(() => [])),
      )
    ).flat();
    for (const id of ids)
      expect(files.filter((file) => file.endsWith(`-${id}.eml`))).toHaveLength(1);
  });

  it(`shares the per-address login budget: attempt ${AUTH_BUDGET + 1} is refused on either node`, async () => {
    expect(AUTH_BUDGET, 'the default budget: the issue\'s "31st attempt"').toBe(30);
    const from = '203.0.113.77';
    for (let i = 1; i <= AUTH_BUDGET; i++) {
      const attempt = await call(i % 2 === 0 ? a : b, 'POST', '/api/users/login', {
        body: { username: `nobody-${i}-${randomUUID().slice(0, 6)}`, password: 'wrong password' },
        from,
      });
      expect(attempt.status, `attempt ${i}: ${attempt.text}`).toBe(401);
    }
    for (const node of [a, b]) {
      const refused = await call(node, 'POST', '/api/users/login', {
        body: { username: 'nobody-at-all', password: 'wrong password' },
        from,
      });
      expect(refused.status, `node ${node.name}: ${refused.text}`).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address still has its own budget.
    const other = await call(a, 'POST', '/api/users/login', {
      body: { username: 'nobody-at-all', password: 'wrong password' },
      from: '203.0.113.78',
    });
    expect(other.status).toBe(401);
  });

  it('counts the rate limiter of every API call in one window across nodes', async () => {
    const from = '203.0.113.90';
    for (let i = 0; i < 6; i++) {
      const answer = await call(i % 2 === 0 ? a : b, 'GET', '/api/categories', { from });
      expect(answer.status).toBe(200);
    }
    // The budget is told only with a refusal: its count is read where the nodes keep it.
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}rate:*${from}`);
      expect(keys).toHaveLength(1);
      expect(await redis.get(keys[0]!)).toBe('6');
    } finally {
      redis.disconnect();
    }
  });
});
