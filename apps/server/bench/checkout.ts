/**
 * `npm run bench:checkout`: buyers filling carts and placing orders at the same time, against a
 * bare SQL transaction doing the same writes.
 *
 * Loads a small generated catalog (bench/gen-catalog.mjs, fixed seed, as `bench:catalog` does)
 * into a fresh PostgreSQL database, starts the real server in this process (buildApp), registers
 * --buyers buyers through the API (register, the mailed code, verify, login) and has all of them
 * check out at once in a closed loop: add --lines products to the cart, then place the order (one
 * maker, a courier, an Idempotency-Key). Two scenarios: every buyer on products of their own, and
 * every cart holding the same hot product. The raw side runs the checkout's writes (cart lines,
 * idempotency claim, locked cart, guarded stock decrements, order, items, event, two mails, empty
 * cart) in one transaction on the bare driver with as many workers. After each scenario the stock
 * is checked against the order lines (nothing oversold, nothing below zero), and a sell-out race
 * for a few units of one product checks that exactly those units are sold. Timings never go into
 * `npm test`.
 *
 *   npm run bench:checkout -- [--buyers 20] [--lines 2] [--duration 20] [--rounds 4] [--warmup 3]
 *                             [--products 2000] [--pool N] [--seed 1] [--keep]
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * (a database kramik_bench_<pid> is created there and dropped at the end unless --keep).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { Cart, PlacedOrders } from '@kramik/contract';
import { buildApp } from '../src/app.js';
import { defaultPoolSize } from '../src/db/client.js';
import { generateCatalog, loadCatalog } from './load-catalog.js';
import {
  Api,
  buyerLoops,
  checkoutLoops,
  type Basket,
  type Baskets,
  type Buyer,
  type Slice,
  ADDRESS,
} from './checkout-client.js';
import type { BuyersRequest } from './checkout-buyers.js';
import { combine, type Figures } from './measure.js';
import { cleanUp, cleanups, log, ROOT } from './options.js';
import { machine, mergeDocs } from './report.js';
import { benchConfig, drain, openPostgres, type Target } from './targets.js';

interface CheckoutOptions {
  buyers: number;
  lines: number;
  duration: number;
  rounds: number;
  warmup: number;
  products: number;
  pool: number;
  seed: number;
  keep: boolean;
  /** Print the statements of one checkout (a warm one) and stop. */
  trace: boolean;
}

function parseCheckoutOptions(argv: string[]): CheckoutOptions {
  const options: CheckoutOptions = {
    buyers: 20,
    lines: 2,
    duration: 20,
    rounds: 4,
    warmup: 3,
    products: 2_000,
    pool: defaultPoolSize(),
    seed: 1,
    keep: false,
    trace: false,
  };
  const numeric = new Map<string, keyof CheckoutOptions>([
    ['--buyers', 'buyers'],
    ['--lines', 'lines'],
    ['--duration', 'duration'],
    ['--rounds', 'rounds'],
    ['--warmup', 'warmup'],
    ['--products', 'products'],
    ['--pool', 'pool'],
    ['--seed', 'seed'],
  ]);
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (key === '--keep' || key === '--trace') {
      options[key === '--keep' ? 'keep' : 'trace'] = true;
      continue;
    }
    const name = numeric.get(key);
    if (!name) throw new Error(`unknown option ${key}`);
    const n = Number(inline ?? argv[++i] ?? '');
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${key} must be a positive number`);
    (options as unknown as Record<string, number>)[name] =
      name === 'duration' || name === 'warmup' ? n : Math.floor(n);
  }
  return options;
}

const TARGETS = { different: 200, hot: 100 };
/** Stock of every product during the throughput scenarios: they must never run out there. */
const PLENTY = 1_000_000;
/** The units of the hot product the sell-out race is about. */
const SELL_OUT_UNITS = 150;
const PASSWORD = 'bench checkout password 2026';

/**
 * Statements sent to PostgreSQL by this process (both sides, and the mail worker's): counted
 * around each slice, they give the round trips a checkout costs, which no machine's load changes.
 */
let statements = 0;
/** With --trace: each statement's text as it is sent. */
let traced: string[] | undefined;
const clientPrototype = pg.Client.prototype as unknown as {
  query: (this: pg.Client, ...args: unknown[]) => unknown;
};
const send = clientPrototype.query;
clientPrototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  if (traced) {
    const [query] = args as [string | { text?: string; name?: string }];
    const text = typeof query === 'string' ? query : (query.text ?? `(prepared ${query.name})`);
    traced.push(text.replace(/\s+/g, ' ').slice(0, 160));
  }
  return send.apply(this, args);
};

/**
 * --trace: one buyer's checkout after two warm ones, statement by statement (the mails' delivery
 * is not in it: the worker does not poll here).
 */
async function traceCheckout(url: string, buyer: Buyer, baskets: Basket[]) {
  const api = new Api(url);
  const run = (basket: Basket) => checkoutLoops(api, [buyer], [[basket]], 0.001);
  await run(baskets[0]!);
  await run(baskets[1]!);
  traced = [];
  const started = performance.now();
  await run(baskets[2]!);
  const ms = performance.now() - started;
  const lines = traced;
  traced = undefined;
  for (const line of lines) console.log(`  ${line}`);
  log(`one checkout: ${lines.length} statements, ${ms.toFixed(1)} ms`);
}

/** Registers a buyer as a person does: the form, the code from the mail, verify, log in. */
async function registerBuyer(api: Api, target: Target, n: number): Promise<Buyer> {
  const username = `bench-buyer-${n}`;
  const email = `${username}@example.com`;
  await api.expect(201, 'POST', '/api/users/register', {
    username,
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    firstName: 'Bench',
    lastName: `Buyer ${n}`,
    acceptedPrivacyPolicy: true,
  });
  const [mail] = (await target.rows(
    'SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  )) as { text_body: string }[];
  const code = /\b(\d{6})\b/.exec(mail?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no confirmation code mailed to ${email}`);
  const verified = await api.expect<{ user: { _id: string } }>(200, 'POST', '/api/users/verify', {
    username,
    confirmationCode: code,
    password: PASSWORD,
  });
  const login = await api.expect<{ tokenUser: string }>(200, 'POST', '/api/users/login', {
    username,
    password: PASSWORD,
  });
  return { id: verified.user._id, email, authorization: `Bearer ${login.tokenUser}` };
}

/** A slice of the API side: the buyers' figures, and what the server did meanwhile. */
interface ApiSlice extends Slice {
  statements: number;
  /** Busy time of this thread's event loop (the server's; the buyers run in a worker), ms. */
  busyMs: number;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** The buyers' worker thread, asked for one slice at a time. */
class BuyersThread {
  // TypeScript in the thread too, loaded through tsx as the benchmark itself is.
  private readonly worker = new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
      new URL('./checkout-buyers.ts', import.meta.url).href,
    )}, ${JSON.stringify(import.meta.url)}))`,
    { eval: true },
  );
  private failure: Error | undefined;
  private pending: { resolve: (slice: Slice) => void; reject: (error: Error) => void } | undefined;
  constructor() {
    // Listening from the start: a thread that fails to load must fail the run (and let it clean
    // up its database), not crash the process.
    const fail = (error: Error) => {
      this.failure ??= error;
      this.pending?.reject(error);
      this.pending = undefined;
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the buyers' thread exited (${code})`)));
    this.worker.on('message', (slice: Slice) => {
      this.pending?.resolve(slice);
      this.pending = undefined;
    });
    this.worker.unref();
  }
  run(request: BuyersRequest) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<Slice>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(request);
    });
  }
  stop() {
    return this.worker.terminate();
  }
}

/** The buyers checking out through the API, each in a closed loop, for `seconds`. */
async function measureApi(
  thread: BuyersThread,
  url: string,
  buyers: Buyer[],
  baskets: Baskets,
  seconds: number,
): Promise<ApiSlice> {
  const before = statements;
  const loop = performance.eventLoopUtilization();
  const slice = await thread.run({ url, buyers, baskets, seconds });
  const busy = performance.eventLoopUtilization(loop);
  return { ...slice, statements: statements - before, busyMs: busy.active };
}

/**
 * The floor: the writes of the same checkout on the bare driver, with no reads the API needs for
 * its answers (the cart, the quote, the placed orders) — the cart lines one statement each, as
 * the API's calls are, then one transaction for the order.
 */
async function rawCheckout(pool: pg.Pool, buyer: Buyer, basket: Basket) {
  for (const productId of basket.productIds) {
    await pool.query({
      name: 'bench_cart_add',
      text: `INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, 1)
             ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + 1`,
      values: [buyer.id, productId],
    });
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const checkoutId = randomUUID();
    await client.query({
      name: 'bench_claim',
      text: `INSERT INTO checkout_requests (user_id, idempotency_key, request_hash, checkout_id)
             VALUES ($1, $2, 'raw', $3) ON CONFLICT DO NOTHING`,
      values: [buyer.id, randomUUID(), checkoutId],
    });
    const lines = await client.query<{ product_id: string; quantity: number }>({
      name: 'bench_lock_cart',
      text: `SELECT product_id, quantity FROM cart_items WHERE user_id = $1
             ORDER BY product_id FOR UPDATE`,
      values: [buyer.id],
    });
    const items: { productId: string; name: string; price: number; quantity: number }[] = [];
    let companyId = '';
    for (const line of lines.rows) {
      const taken = await client.query<{ name: string; price_amount: number; company_id: string }>({
        name: 'bench_take_stock',
        text: `UPDATE products SET quantity = quantity - $2 WHERE id = $1 AND quantity >= $2
               RETURNING versions->0->>'name' AS name, price_amount, company_id`,
        values: [line.product_id, line.quantity],
      });
      const row = taken.rows[0];
      if (!row) throw new Error('out of stock');
      companyId = row.company_id;
      items.push({
        productId: line.product_id,
        name: row.name,
        price: row.price_amount,
        quantity: line.quantity,
      });
    }
    const number = await client.query<{ n: string }>(
      "SELECT nextval('order_number_seq')::text AS n",
    );
    const itemsAmount = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const order = await client.query<{ id: string }>({
      name: 'bench_order',
      text: `INSERT INTO orders (number, checkout_id, buyer_id, company_id, status, payment_status,
               payment_type, currency, items_amount, delivery_amount, total_amount,
               commission_basis_points, commission_amount, receiving_method, carrier,
               shipping_address, customer_name, customer_email, country, payment_due_at)
             VALUES ($1, $2, $3, $4, 'awaiting_payment', 'none', 'online', 'EUR', $5, 1290,
               $5 + 1290, 800, $6, 'delivery', 'dpd_courier', $7, 'Bench Buyer', $8, 'PL',
               now() + interval '72 hours')
             RETURNING id`,
      values: [
        `MK-RAW-${number.rows[0]!.n}`,
        checkoutId,
        buyer.id,
        companyId,
        itemsAmount,
        Math.floor((itemsAmount * 800 + 5_000) / 10_000),
        JSON.stringify(ADDRESS),
        buyer.email,
      ],
    });
    const orderId = order.rows[0]!.id;
    await client.query(
      `INSERT INTO order_items (order_id, product_id, name, unit_amount, quantity, line_amount)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::int[], $5::int[], $6::int[])`,
      [
        orderId,
        items.map((i) => i.productId),
        items.map((i) => i.name),
        items.map((i) => i.price),
        items.map((i) => i.quantity),
        items.map((i) => i.price * i.quantity),
      ],
    );
    await client.query({
      name: 'bench_event',
      text: `INSERT INTO order_events (order_id, status, actor_role, actor_id)
             VALUES ($1, 'awaiting_payment', 'buyer', $2)`,
      values: [orderId, buyer.id],
    });
    for (const recipient of [buyer.email, `maker-${companyId}@example.invalid`]) {
      await client.query({
        name: 'bench_mail',
        text: `INSERT INTO mail_outbox (recipient, subject, text_body, html_body)
               VALUES ($1, 'Order placed', $2, $3)`,
        values: [recipient, `Order ${number.rows[0]!.n}`, `<p>Order ${number.rows[0]!.n}</p>`],
      });
    }
    await client.query({
      name: 'bench_empty_cart',
      text: 'DELETE FROM cart_items WHERE user_id = $1',
      values: [buyer.id],
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function measureRaw(pool: pg.Pool, buyers: Buyer[], baskets: Baskets, seconds: number) {
  const before = statements;
  const loop = performance.eventLoopUtilization();
  const latencies: number[] = [];
  const loops = await buyerLoops(buyers.length, seconds, async (n, i) => {
    const t = performance.now();
    await rawCheckout(pool, buyers[n]!, baskets[n]![i % baskets[n]!.length]!);
    latencies.push(performance.now() - t);
  });
  const busy = performance.eventLoopUtilization(loop);
  latencies.sort((a, b) => a - b);
  const figures: Figures = {
    rate: latencies.length / loops.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    errors: loops.errors,
    seconds: loops.seconds,
  };
  return { ...figures, statements: statements - before, busyMs: busy.active };
}

/**
 * Every product's stock against its order lines: what was taken (first stock − stock now) is
 * exactly what the orders hold, never more than the first stock, and no stock is below zero.
 */
async function checkStock(target: Target, initial: Map<string, number>) {
  const rows = (await target.rows(
    `SELECT p.id, p.quantity, coalesce(sum(i.quantity), 0)::int AS ordered
       FROM products p LEFT JOIN order_items i ON i.product_id = p.id
      WHERE p.id = ANY ($1::uuid[]) GROUP BY p.id, p.quantity`,
    [[...initial.keys()]],
  )) as { id: string; quantity: number; ordered: number }[];
  let oversold = 0;
  let negative = 0;
  let mismatched = 0;
  let ordered = 0;
  for (const row of rows) {
    const first = initial.get(row.id)!;
    ordered += row.ordered;
    if (row.ordered > first) oversold++;
    if (row.quantity < 0) negative++;
    if (first - row.quantity !== row.ordered) mismatched++;
  }
  return { products: rows.length, ordered, oversold, negative, mismatched };
}

type StockCheck = Awaited<ReturnType<typeof checkStock>>;

interface ScenarioResult {
  name: string;
  target: number;
  api: {
    ordersPerSecond: number;
    checkouts: number;
    errors: number;
    add: { p50: number; p99: number; count: number };
    place: { p50: number; p99: number; count: number };
    /** The share of a checkout's time spent adding to the cart (median calls). */
    addShare: number;
  };
  raw: Figures;
  /** Statements per checkout (an order each), API side (mail delivery included) and raw side. */
  statements: { api: number; raw: number };
  /** CPU ms of this process per checkout, API side and raw side. */
  /** Busy ms of the server's event loop per checkout (API), of the raw loop's (raw). */
  busyMs: { api: number; raw: number };
  ratio: number;
  stock: StockCheck;
  pass: boolean;
}

async function setStock(target: Target, quantity: number, ids: string[]) {
  await target.rows('UPDATE products SET quantity = $1 WHERE id = ANY ($2::uuid[])', [
    quantity,
    ids,
  ]);
  return new Map(ids.map((id) => [id, quantity]));
}

async function baseline(target: Target, ids: string[]) {
  const rows = (await target.rows(
    `SELECT p.id, p.quantity + coalesce(sum(i.quantity), 0)::int AS first
       FROM products p LEFT JOIN order_items i ON i.product_id = p.id
      WHERE p.id = ANY ($1::uuid[]) GROUP BY p.id, p.quantity`,
    [ids],
  )) as { id: string; first: number }[];
  return new Map(rows.map((r) => [r.id, r.first]));
}

async function runScenario(
  name: string,
  targetRate: number,
  baskets: Baskets,
  productIds: string[],
  context: {
    url: string;
    thread: BuyersThread;
    target: Target;
    pool: pg.Pool;
    buyers: Buyer[];
    options: CheckoutOptions;
  },
): Promise<ScenarioResult> {
  const { url, thread, target, pool, buyers, options } = context;
  const emptyCarts = () => target.rows('DELETE FROM cart_items', []);
  const initial = await baseline(target, productIds);
  await emptyCarts();
  await measureRaw(pool, buyers, baskets, options.warmup);
  await measureApi(thread, url, buyers, baskets, options.warmup);
  const slice = options.duration / options.rounds;
  const rawSlices: (Figures & { statements: number; busyMs: number })[] = [];
  const apiSlices: ApiSlice[] = [];
  // Alternating slices, so that both sides see the same background load of a shared machine.
  for (let round = 0; round < options.rounds; round++) {
    await emptyCarts();
    if (round % 2 === 0) rawSlices.push(await measureRaw(pool, buyers, baskets, slice));
    await emptyCarts();
    apiSlices.push(await measureApi(thread, url, buyers, baskets, slice));
    await emptyCarts();
    if (round % 2 === 1) rawSlices.push(await measureRaw(pool, buyers, baskets, slice));
  }
  await drain(target.handle);
  const raw = combine(rawSlices);
  const seconds = apiSlices.reduce((sum, s) => sum + s.seconds, 0);
  const orders = apiSlices.reduce((sum, s) => sum + s.orders, 0);
  const adds = apiSlices.flatMap((s) => s.addLatencies).sort((a, b) => a - b);
  const places = apiSlices.flatMap((s) => s.placeLatencies).sort((a, b) => a - b);
  const ordersPerSecond = orders / seconds;
  const add = { p50: percentile(adds, 0.5), p99: percentile(adds, 0.99), count: adds.length };
  const place = {
    p50: percentile(places, 0.5),
    p99: percentile(places, 0.99),
    count: places.length,
  };
  const stock = await checkStock(target, initial);
  const errors = apiSlices.reduce((sum, s) => sum + s.errors, 0);
  const ratio = ordersPerSecond / raw.rate;
  const checkouts = apiSlices.reduce((sum, s) => sum + s.checkouts, 0);
  const perCheckout = {
    api: apiSlices.reduce((sum, s) => sum + s.statements, 0) / Math.max(1, checkouts),
    raw: rawSlices.reduce((sum, s) => sum + s.statements, 0) / Math.max(1, raw.count),
  };
  const busyMs = {
    api: apiSlices.reduce((sum, s) => sum + s.busyMs, 0) / Math.max(1, checkouts),
    raw: rawSlices.reduce((sum, s) => sum + s.busyMs, 0) / Math.max(1, raw.count),
  };
  const pass =
    ordersPerSecond >= targetRate &&
    errors === 0 &&
    stock.oversold === 0 &&
    stock.negative === 0 &&
    stock.mismatched === 0;
  const addShare = (options.lines * add.p50) / (options.lines * add.p50 + place.p50);
  log(
    `${name}: API ${ordersPerSecond.toFixed(0)} orders/s (add p50 ${add.p50.toFixed(1)} ms, place p50 ${place.p50.toFixed(1)} ms), raw ${raw.rate.toFixed(0)}/s, ratio ${ratio.toFixed(2)}, statements per checkout ${perCheckout.api.toFixed(1)} vs ${perCheckout.raw.toFixed(1)}, event-loop ms per checkout ${busyMs.api.toFixed(1)} vs ${busyMs.raw.toFixed(1)}, ${stock.oversold} oversold ${pass ? 'ok' : 'MISSED'}`,
  );
  return {
    name,
    target: targetRate,
    api: {
      ordersPerSecond,
      checkouts,
      errors,
      add,
      place,
      addShare,
    },
    raw,
    statements: perCheckout,
    busyMs,
    ratio,
    stock,
    pass,
  };
}

/**
 * The sell-out race: every buyer tries to buy one unit of the hot product, again and again, until
 * none is left; exactly the units there were are sold, and the rest are refused with 409.
 */
async function sellOut(
  api: Api,
  target: Target,
  buyers: Buyer[],
  companyId: string,
  productId: string,
) {
  await target.rows('DELETE FROM cart_items', []);
  const [start] = (await target.rows(
    'SELECT coalesce(sum(quantity), 0)::int AS ordered FROM order_items WHERE product_id = $1',
    [productId],
  )) as { ordered: number }[];
  await setStock(target, SELL_OUT_UNITS, [productId]);
  let sold = 0;
  let refused = 0;
  let unexpected = 0;
  await Promise.all(
    buyers.map(async (buyer) => {
      const auth = { authorization: buyer.authorization };
      for (;;) {
        const added = await api.call<Cart>(
          'POST',
          '/api/cart/items',
          { productId, quantity: 1 },
          auth,
        );
        if (added.status === 409) {
          refused++;
          return;
        }
        if (added.status !== 200) {
          unexpected++;
          return;
        }
        const option = added.body.groups[0]!.deliveryOptions.find((o) => !o.needsPoint)!;
        const placed = await api.call<PlacedOrders>(
          'POST',
          '/api/orders',
          {
            groups: [{ sellerId: companyId, deliveryOptionId: option._id }],
            shippingAddress: ADDRESS,
          },
          { ...auth, 'idempotency-key': randomUUID() },
        );
        if (placed.status === 201) sold++;
        else if (placed.status === 409) {
          refused++;
          await api.call('DELETE', '/api/cart', undefined, auth);
          return;
        } else {
          unexpected++;
          return;
        }
      }
    }),
  );
  const [row] = (await target.rows(
    `SELECT p.quantity, coalesce(sum(i.quantity), 0)::int AS ordered
       FROM products p LEFT JOIN order_items i ON i.product_id = p.id
      WHERE p.id = $1 GROUP BY p.id, p.quantity`,
    [productId],
  )) as { quantity: number; ordered: number }[];
  const orderedInRace = row!.ordered - start!.ordered;
  const pass =
    sold === SELL_OUT_UNITS &&
    orderedInRace === SELL_OUT_UNITS &&
    row!.quantity === 0 &&
    unexpected === 0;
  log(
    `sell-out: ${SELL_OUT_UNITS} units, ${buyers.length} buyers: ${sold} sold, ${orderedInRace} in order lines, stock left ${row!.quantity}, ${refused} refused with 409 ${pass ? 'ok' : 'FAILED'}`,
  );
  return {
    units: SELL_OUT_UNITS,
    sold,
    orderedInRace,
    left: row!.quantity,
    refused,
    unexpected,
    pass,
  };
}

type SellOut = Awaited<ReturnType<typeof sellOut>>;

function markdown(
  scenarios: ScenarioResult[],
  race: SellOut,
  options: CheckoutOptions,
  info: ReturnType<typeof machine> & { busy: boolean },
  version: string,
  date: string,
) {
  const ms = (v: number) => v.toFixed(1);
  const out: string[] = [];
  out.push(`## Checkout benchmark, ${date}`, '');
  out.push(
    `\`npm run bench:checkout -- --buyers ${options.buyers} --lines ${options.lines} --duration ${options.duration} --rounds ${options.rounds} --warmup ${options.warmup} --products ${options.products} --pool ${options.pool} --seed ${options.seed}\``,
    '',
    `${version}. Machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average ${info.loadAverage}.`,
    '',
    ...(info.busy
      ? [
          `The machine was busy with other work while this ran (load average above its ${os.availableParallelism()} cores): ` +
            'the absolute rates are low and drift; the ratios and the statements per checkout carry better.',
          '',
        ]
      : []),
    `API: the server built by \`buildApp\` in the benchmark process (a pool of ${options.pool} connections), ` +
      `${options.buyers} buyers registered through the API, each in a closed loop of its own on a keep-alive ` +
      `connection (fetch, in a worker thread, off the server's event loop): ${options.lines} × \`POST /api/cart/items\` (one unit of ` +
      'a product each, one maker), then `POST /api/orders` with an `Idempotency-Key` and a courier. ' +
      `Raw: the checkout's writes on the bare driver (${options.pool} connections, ${options.buyers} workers), ` +
      'the cart lines as statements of their own, then one transaction (idempotency claim, cart locked, ' +
      'guarded stock decrements, order number, order, items, event, two mails, cart emptied). Each side: ' +
      `${options.warmup} s warm-up, then ${options.duration} s measured in ${options.rounds} slices ` +
      'alternating with the other side. Stock: every product taken from equals its order lines, none ' +
      'oversold, none below zero. Statements: sent to PostgreSQL by the benchmark process during the ' +
      "slices (the API's include the mail worker delivering the orders' mails). Event-loop busy: the " +
      "main thread's active time per checkout (the server's for the API; wall-clock, so it grows when " +
      'the machine is short of CPU).',
    '',
    '| scenario | API orders/s | raw orders/s | ratio | add-to-cart p50 / p99 ms | place-order p50 / p99 ms | cart share of a checkout | statements per checkout (API / raw) | event-loop busy ms per checkout (API / raw) | oversold | target | result |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
  );
  for (const s of scenarios) {
    out.push(
      `| ${s.name} | ${s.api.ordersPerSecond.toFixed(0)} | ${s.raw.rate.toFixed(0)} | ${s.ratio.toFixed(2)} | ${ms(s.api.add.p50)} / ${ms(s.api.add.p99)} | ${ms(s.api.place.p50)} / ${ms(s.api.place.p99)} | ${(s.api.addShare * 100).toFixed(0)} % | ${s.statements.api.toFixed(1)} / ${s.statements.raw.toFixed(1)} | ${s.busyMs.api.toFixed(1)} / ${s.busyMs.raw.toFixed(1)} | ${s.stock.oversold} (${s.stock.products} products, ${s.stock.negative} below zero, ${s.stock.mismatched} mismatched) | ≥ ${s.target}/s | ${s.pass ? 'pass' : '**missed**'}${s.api.errors ? ` (${s.api.errors} errors)` : ''} |`,
    );
  }
  out.push(
    '',
    `Sell-out race: ${race.units} units of the hot product, ${options.buyers} buyers buying one at a time until refused: ` +
      `${race.sold} sold, ${race.orderedInRace} in order lines, ${race.left} left, ${race.refused} refused with 409` +
      `${race.unexpected ? `, ${race.unexpected} unexpected answers` : ''} — ${race.pass ? 'pass' : '**failed**'}.`,
    '',
  );
  return out.join('\n');
}

async function main() {
  const options = parseCheckoutOptions(process.argv.slice(2));
  const loadBefore = os.loadavg();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: cleaning up');
    void cleanUp().finally(() => process.exit(130));
  });
  let failed: boolean;
  try {
    log('postgres: creating the database');
    const target = await openPostgres(options);
    await target.handle.migrate();
    const data = await generateCatalog(options.products, options.seed);
    const loaded = await loadCatalog(target.handle.db, data);
    log(`postgres: ${loaded.productIds.length.toLocaleString('en')} products loaded`);

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-bench-data-'));
    cleanups.push({
      name: `remove ${dataDir}`,
      run: () => fs.rm(dataDir, { recursive: true, force: true }),
    });
    // Registration and login are rate-limited per client address; every buyer here shares one.
    const config = { ...benchConfig(dataDir, target.databaseUrl), authRateLimitMax: 1_000_000_000 };
    const app = await buildApp({ config, database: target.handle, mailPolling: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push({ name: 'stop the server', run: () => app.close() });
    const address = app.server.address();
    const api = new Api(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );

    log(`registering ${options.buyers} buyers`);
    const buyers: Buyer[] = [];
    for (let n = 1; n <= options.buyers; n++) buyers.push(await registerBuyer(api, target, n));

    // Baskets of --lines products of one maker each; every buyer gets baskets of their own. The
    // maker with the most products sells the hot one.
    const rows = (await target.rows(
      'SELECT id, company_id FROM products ORDER BY company_id, id',
      [],
    )) as { id: string; company_id: string }[];
    const byMaker = new Map<string, string[]>();
    for (const row of rows) {
      byMaker.set(row.company_id, [...(byMaker.get(row.company_id) ?? []), row.id]);
    }
    const [hotMaker, hotRange] = [...byMaker].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [hotId, ...hotOthers] = hotRange as [string, ...string[]];
    const baskets: Basket[] = [];
    for (const [companyId, ids] of byMaker) {
      if (companyId === hotMaker) continue;
      for (let i = 0; i + options.lines <= ids.length; i += options.lines) {
        baskets.push({ companyId, productIds: ids.slice(i, i + options.lines) });
      }
    }
    const perBuyer = Math.floor(baskets.length / options.buyers);
    const othersPerBuyer = Math.floor(hotOthers.length / options.buyers);
    if (perBuyer < 1 || (options.lines > 1 && othersPerBuyer < options.lines - 1)) {
      throw new Error(`too few products for ${options.buyers} buyers: try a larger --products`);
    }
    const own: Baskets = Array.from({ length: options.buyers }, (_, n) =>
      baskets.slice(n * perBuyer, (n + 1) * perBuyer),
    );
    // The hot product first in every cart, with --lines − 1 products of the same maker's that are
    // the buyer's own: the same work per checkout, every one of them on the same row.
    const extras = options.lines - 1;
    const hot: Baskets = Array.from({ length: options.buyers }, (_, n) => {
      const mine = hotOthers.slice(n * othersPerBuyer, (n + 1) * othersPerBuyer);
      const count = extras > 0 ? Math.max(1, Math.floor(mine.length / extras)) : 1;
      return Array.from({ length: count }, (_, i) => ({
        companyId: hotMaker,
        productIds: [hotId, ...mine.slice(i * extras, (i + 1) * extras)],
      }));
    });
    const everything = rows.map((r) => r.id);
    await setStock(target, PLENTY, everything);
    await target.rows('ANALYZE', []);

    if (options.trace) {
      await traceCheckout(api.url, buyers[0]!, own[0]!);
      return;
    }
    const thread = new BuyersThread();
    cleanups.push({ name: 'stop the buyers thread', run: () => thread.stop() });
    const pool = await rawPool(target, options);
    const context = { url: api.url, thread, target, pool, buyers, options };
    const scenarios: ScenarioResult[] = [];
    scenarios.push(
      await runScenario(
        `different products (${options.buyers} buyers)`,
        TARGETS.different,
        own,
        everything,
        context,
      ),
    );
    scenarios.push(
      await runScenario(
        `one hot product (${options.buyers} buyers)`,
        TARGETS.hot,
        hot,
        everything,
        context,
      ),
    );
    const race = await sellOut(api, target, buyers, hotMaker, hotId);
    await drain(target.handle);

    const loadAfter = os.loadavg();
    const busy = Math.max(loadBefore[0]!, loadAfter[0]!) > os.availableParallelism();
    const info = { ...machine(loadBefore, loadAfter), busy };
    const now = new Date();
    const date = now.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    const report = markdown(scenarios, race, options, info, target.version, date);
    const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    const dir = path.join(ROOT, 'bench/results');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `checkout-${stamp}.md`), report);
    await fs.writeFile(
      path.join(dir, `checkout-${stamp}.json`),
      JSON.stringify({ date: now.toISOString(), options, machine: info, scenarios, race }, null, 2),
    );
    console.log(`\n${report}`);
    console.log(`written: bench/results/checkout-${stamp}.md (and .json)`);
    // A run of the default length is the one the targets are about: docs/benchmarks.md keeps the
    // latest in its own section.
    if (options.duration >= 20) {
      const docs = path.join(ROOT, 'docs/benchmarks.md');
      const existing = await fs.readFile(docs, 'utf8').catch(() => '# Benchmarks\n');
      await fs.writeFile(docs, mergeDocs(existing, report));
      console.log('written: docs/benchmarks.md');
    }
    failed = !scenarios.every((s) => s.pass) || !race.pass;
  } finally {
    await cleanUp();
  }
  process.exitCode = failed ? 1 : 0;
}

/** The raw side's pool: as many connections as the API's, on the same database. */
async function rawPool(target: Target, options: CheckoutOptions) {
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: options.pool });
  cleanups.push({ name: 'close the checkout pool', run: () => pool.end() });
  return pool;
}

await main();
