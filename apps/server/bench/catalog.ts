/**
 * `npm run bench:catalog`: the catalog's throughput against its own floor.
 *
 * Loads a generated catalog (bench/gen-catalog.mjs, fixed seed) into a fresh database, starts the
 * real server in this process (buildApp) and measures, for each scenario, the API under autocannon
 * and the very SQL it runs through the bare driver with as many workers as the API has
 * connections. The ratio of the two, measured back to back in one run, is what the targets are
 * about: absolute numbers on a shared machine drift. Also EXPLAINs every filter and sort, flagging
 * any sequential scan of products. Timings never go into `npm test`.
 *
 *   npm run bench:catalog -- [--products 100000] [--db postgres|pglite|both] [--duration 6]
 *                            [--rounds 3] [--warmup 2] [--connections 10] [--pool N] [--seed 1]
 *                            [--keep]
 *
 * Each side of a scenario is measured for --duration seconds in --rounds slices that alternate
 * with the other side's, after --warmup seconds of each.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * (a database kramik_bench_<pid> is created there and dropped at the end unless --keep).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ProductListQuerySchema, type ProductListQuery } from '@kramik/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import {
  defaultPoolSize,
  openDatabase,
  preparedNameOf,
  type Database,
  type DatabaseHandle,
} from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { searchProductsSql } from '../src/modules/catalog/catalog.repo.js';
import {
  getProduct,
  searchCatalog,
  searchFilterOf,
} from '../src/modules/catalog/catalog.service.js';
import { generateCatalog, loadCatalog, type LoadedCatalog } from './load-catalog.js';
import {
  closedLoop,
  combine,
  explain,
  genericPlanReadsInFull,
  loadTest,
  type Figures,
  type PlanSummary,
  type RawQuery,
  type RawRunner,
} from './measure.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Options {
  products: number;
  db: 'postgres' | 'pglite' | 'both';
  duration: number;
  warmup: number;
  rounds: number;
  connections: number;
  /** PostgreSQL connections of the API's pool and of the raw one (the server's default). */
  pool: number;
  seed: number;
  keep: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    products: 100_000,
    db: 'both',
    duration: 6,
    warmup: 2,
    rounds: 3,
    connections: 10,
    pool: defaultPoolSize(),
    seed: 1,
    keep: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    const number = (name: string) => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
      return n;
    };
    if (key === '--products') options.products = Math.floor(number(key));
    else if (key === '--duration') options.duration = number(key);
    else if (key === '--warmup') options.warmup = number(key);
    else if (key === '--rounds') options.rounds = Math.floor(number(key));
    else if (key === '--connections') options.connections = Math.floor(number(key));
    else if (key === '--pool') options.pool = Math.floor(number(key));
    else if (key === '--seed') options.seed = Math.floor(number(key));
    else if (key === '--keep') options.keep = true;
    else if (key === '--db') {
      const db = value();
      if (db !== 'postgres' && db !== 'pglite' && db !== 'both') {
        throw new Error('--db must be postgres, pglite or both');
      }
      options.db = db;
    } else throw new Error(`unknown option ${key}`);
  }
  return options;
}

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
async function cleanUp() {
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    await next.run().catch((error: unknown) => console.error(`cleanup ${next.name}:`, error));
  }
}

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// ---- Scenarios --------------------------------------------------------------------------------

/** One request: its path and the SQL it runs, in steps (the queries of a step run in parallel). */
interface Page {
  path: string;
  steps: RawQuery[][];
}

interface Scenario {
  name: string;
  /** What the targets ask of it (the ratio to its floor; a p99 for the search page). */
  target: { ratio: number; p99?: number } | null;
  pages: Page[];
}

const SEARCH_TERMS = [
  'ceramic',
  'vase',
  'linen',
  'oak',
  'kubek',
  'ceramc',
  'amber necklace',
  'wazon',
  'kerze',
  'silver ring',
];

/**
 * The queries a catalog page runs, in order, as drizzle sends them (captured by its logger), once
 * the page has been asked for before: as the API runs it under load, with the typo corrections it
 * keeps for a minute at hand.
 */
async function listPage(capture: CapturingDb, input: Record<string, string>): Promise<Page> {
  const query = ProductListQuerySchema.parse(input);
  await searchCatalog(capture.db, query, 'en-US');
  capture.queries.length = 0;
  await searchCatalog(capture.db, query, 'en-US');
  return {
    path: `/api/products?${new URLSearchParams(input).toString()}`,
    steps: capture.queries.map((query) => [query]),
  };
}

/** The queries `getProduct` runs for an id, as drizzle sends them (captured by its logger). */
async function productPage(
  capture: CapturingDb,
  config: ReturnType<typeof benchConfig>,
  id: string,
) {
  capture.queries.length = 0;
  await getProduct({ db: capture.db, config }, id, 'en-US');
  const [first, ...rest] = capture.queries;
  return { path: `/api/products/${id}`, steps: [[first!], rest] };
}

async function sequential<T, R>(items: readonly T[], run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (const item of items) out.push(await run(item));
  return out;
}

async function buildScenarios(
  db: Database,
  capture: CapturingDb,
  config: ReturnType<typeof benchConfig>,
  loaded: LoadedCatalog,
  ratio: number,
): Promise<Scenario[]> {
  const secondPage = await searchCatalog(db, ProductListQuerySchema.parse({}), 'en-US');
  // The statistics a word search reads once a minute are not part of any page.
  await searchCatalog(capture.db, ProductListQuerySchema.parse({ q: 'warm' }), 'en-US');
  const ids = Array.from(
    { length: 500 },
    (_, i) => loaded.productIds[(i * 7919) % loaded.productIds.length]!,
  );
  const products: Page[] = [];
  for (const id of ids) products.push(await productPage(capture, config, id));
  return [
    {
      name: 'search page (10 terms)',
      target: { ratio, p99: ratio === 0.5 ? 20 : undefined },
      pages: await sequential(SEARCH_TERMS, (q) => listPage(capture, { q })),
    },
    { name: 'newest first', target: { ratio }, pages: [await listPage(capture, {})] },
    {
      name: 'newest first, page 2',
      target: { ratio },
      pages: [await listPage(capture, { cursor: secondPage.nextCursor! })],
    },
    {
      name: 'newest in a category (12)',
      target: { ratio },
      pages: await sequential(loaded.categoryIds, (category) => listPage(capture, { category })),
    },
    {
      name: 'price ascending',
      target: { ratio },
      pages: [await listPage(capture, { sort: 'price_asc' })],
    },
    {
      name: 'price descending in a subcategory (48)',
      target: { ratio },
      pages: await sequential(loaded.subcategoryIds, (subcategory) =>
        listPage(capture, { sort: 'price_desc', subcategory }),
      ),
    },
    { name: 'product page (500 ids)', target: { ratio }, pages: products },
  ];
}

const dialect = new PgDialect();

/** Every filter with every sort, with and without words: the plans must all use an index. */
async function planMatrix(db: Database, loaded: LoadedCatalog) {
  const filters: Record<string, Partial<Record<keyof ProductListQuery, string>>> = {
    none: {},
    category: { category: loaded.categoryIds[3]! },
    subcategory: { subcategory: loaded.subcategoryIds[9]! },
    maker: { seller: loaded.companyIds[0]! },
    'price 20–60 €': { minPrice: '2000', maxPrice: '6000' },
    'condition used': { condition: 'used' },
    'special offer': { specialOffer: 'true' },
    'in stock': { inStock: 'true' },
    'category + price + in stock': {
      category: loaded.categoryIds[5]!,
      minPrice: '1000',
      maxPrice: '5000',
      inStock: 'true',
    },
  };
  const sorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
  const rows: { q: string; filter: string; sort: string; query: RawQuery }[] = [];
  for (const q of ['', 'ceramic', 'ceramc']) {
    for (const [filter, input] of Object.entries(filters)) {
      for (const sort of sorts) {
        if (!q && sort === 'relevance') continue;
        const query = ProductListQuerySchema.parse({ ...input, sort, ...(q ? { q } : {}) });
        const searchFilter = await searchFilterOf(db, query, 'en-US');
        const { sql, params } = dialect.sqlToQuery(searchProductsSql(searchFilter));
        rows.push({ q, filter, sort, query: { sql, params } });
      }
    }
  }
  return rows;
}

// ---- Databases --------------------------------------------------------------------------------

interface CapturingDb {
  db: Database;
  queries: RawQuery[];
}

interface Target {
  kind: 'postgres' | 'pglite';
  version: string;
  handle: DatabaseHandle;
  /** The same SQL on the bare driver, outside drizzle and the API. */
  raw: RawRunner;
  rows: (sql: string, params: unknown[]) => Promise<unknown[]>;
  capture: CapturingDb;
  databaseUrl?: string;
  /** PostgreSQL: whether a query's generic plan (a prepared statement's) reads the catalog in full. */
  genericReadsInFull?: (query: RawQuery) => Promise<boolean>;
}

function adminUrl() {
  // eslint-disable-next-line no-restricted-syntax -- the benchmark's own settings
  const env = process.env;
  return (
    env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function openPostgres(options: Options): Promise<Target> {
  const admin = new URL(adminUrl());
  const name = `kramik_bench_${process.pid}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  if (!options.keep) {
    cleanups.push({
      name: `drop ${name}`,
      run: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    });
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: options.pool,
  });
  cleanups.push({ name: 'close the API pool', run: () => handle.close() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: options.pool });
  cleanups.push({ name: 'close the raw pool', run: () => pool.end() });
  const queries: RawQuery[] = [];
  const capture = drizzleNodePg(pool, {
    schema,
    logger: { logQuery: (sql, params) => void queries.push({ sql, params }) },
  });
  const version = (await pool.query<{ version: string }>('select version()')).rows[0]!.version;
  return {
    kind: 'postgres',
    version: version.split(' on ')[0]!,
    handle,
    // Named as the API's were (`executePrepared`): the same statements, prepared alike.
    raw: (query) =>
      pool.query({ name: preparedNameOf(query.sql), text: query.sql, values: query.params }),
    rows: async (sql, params) => (await pool.query<Record<string, unknown>>(sql, params)).rows,
    capture: { db: capture, queries },
    databaseUrl: url.toString(),
    genericReadsInFull: async (query) => {
      const client = await pool.connect();
      try {
        return await genericPlanReadsInFull(client, query);
      } finally {
        client.release();
      }
    },
  };
}

async function openPglite(options: Options): Promise<Target> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-bench-pglite-'));
  if (!options.keep) {
    cleanups.push({
      name: `remove ${dir}`,
      run: () => fs.rm(dir, { recursive: true, force: true }),
    });
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  cleanups.push({ name: 'close PGlite', run: () => handle.close() });
  // PGlite is one connection, on its own thread in this process (PGliteThread, as the server
  // opens it): the API and the raw loop share it.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const queries: RawQuery[] = [];
  const capture = drizzlePglite(client, {
    schema,
    logger: { logQuery: (sql, params) => void queries.push({ sql, params }) },
  });
  const version = (await client.query<{ version: string }>('select version()')).rows[0]!.version;
  const pkg = JSON.parse(
    await fs.readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return {
    kind: 'pglite',
    version: `PGlite ${pkg.version} (${version.split(' on ')[0]!})`,
    handle,
    raw: (query) => client.query(query.sql, query.params),
    rows: async (sql, params) => (await client.query(sql, params)).rows,
    capture: { db: capture, queries },
  };
}

function benchConfig(dataDir: string, databaseUrl: string | undefined) {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Request logs would measure the terminal; warnings still show.
    LOG_LEVEL: 'warn',
    // One client address sends everything.
    RATE_LIMIT_MAX: '1000000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

// ---- One database ----------------------------------------------------------------------------

interface ScenarioResult {
  name: string;
  api: Figures;
  raw: Figures;
  ratio: number;
  target: Scenario['target'];
  pass: boolean;
  plan: PlanSummary;
  planText: string;
}

interface DatabaseResult {
  kind: 'postgres' | 'pglite';
  version: string;
  products: number;
  loadSeconds: number;
  scenarios: ScenarioResult[];
  matrix: {
    q: string;
    filter: string;
    sort: string;
    summary: PlanSummary;
    /** PostgreSQL: whether the generic plan (a prepared statement's) reads the catalog in full. */
    generic?: boolean;
  }[];
}

/** The matrix's plans that read products (or their search rows) in full, custom or generic. */
function fullReads(result: DatabaseResult) {
  const label = (row: DatabaseResult['matrix'][number]) =>
    `${row.q || '–'}/${row.filter}/${row.sort}`;
  return {
    custom: result.matrix.filter((row) => row.summary.seqScanOnProducts).map(label),
    generic: result.matrix.filter((row) => row.generic).map(label),
    genericChecked: result.matrix.some((row) => row.generic !== undefined),
  };
}

function fullReadsLine(result: DatabaseResult) {
  const reads = fullReads(result);
  const custom =
    reads.custom.length === 0
      ? `${result.matrix.length} filter × sort plans, none reads products sequentially`
      : `Seq Scan of products in ${reads.custom.join(', ')}`;
  if (!reads.genericChecked) return custom;
  return `${custom}; generic plans (prepared statements): ${reads.generic.length === 0 ? 'none reads them sequentially' : `Seq Scan in ${reads.generic.join(', ')}`}`;
}

async function runOn(
  kind: 'postgres' | 'pglite',
  options: Options,
  data: Awaited<ReturnType<typeof generateCatalog>>,
): Promise<DatabaseResult> {
  log(`${kind}: creating the database`);
  const target = kind === 'postgres' ? await openPostgres(options) : await openPglite(options);
  await target.handle.migrate();
  const loadStarted = performance.now();
  let reported = 0;
  const loaded = await loadCatalog(target.handle.db, data, (done) => {
    if (done - reported >= 20_000 || done === data.products.length) {
      reported = done;
      log(`${kind}: ${done.toLocaleString('en')} products loaded`);
    }
  });
  await target.rows('ANALYZE', []);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  log(`${kind}: loaded and analysed in ${loadSeconds.toFixed(1)} s`);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-bench-data-'));
  cleanups.push({
    name: `remove ${dataDir}`,
    run: () => fs.rm(dataDir, { recursive: true, force: true }),
  });
  const config = benchConfig(dataDir, target.databaseUrl);
  const app = await buildApp({ config, database: target.handle, mailPolling: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push({ name: 'stop the server', run: () => app.close() });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const ratio = kind === 'postgres' ? 0.5 : 0.6;
  const scenarios = await buildScenarios(target.handle.db, target.capture, config, loaded, ratio);
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const task = async (i: number) => {
      const page = scenario.pages[i % scenario.pages.length]!;
      for (const step of page.steps) await Promise.all(step.map(target.raw));
    };
    const paths = scenario.pages.map((page) => page.path);
    const measureRaw = (seconds: number) =>
      closedLoop(task, { workers: options.connections, seconds });
    const measureApi = (seconds: number) =>
      loadTest(url, paths, { connections: options.connections, seconds });
    await measureRaw(options.warmup);
    await measureApi(options.warmup);
    // Alternating slices, so that both sides see the same background load of a shared machine.
    const slice = options.duration / options.rounds;
    const rawSlices: Figures[] = [];
    const apiSlices: Figures[] = [];
    for (let round = 0; round < options.rounds; round++) {
      if (round % 2 === 0) rawSlices.push(await measureRaw(slice));
      apiSlices.push(await measureApi(slice));
      if (round % 2 === 1) rawSlices.push(await measureRaw(slice));
    }
    const raw = combine(rawSlices);
    const api = combine(apiSlices);
    const plan = await explain(target.rows, scenario.pages[0]!.steps[0]![0]!);
    const measured = api.rate / raw.rate;
    const pass =
      scenario.target === null ||
      (measured >= scenario.target.ratio &&
        (scenario.target.p99 === undefined || api.p99 < scenario.target.p99) &&
        api.errors === 0);
    results.push({
      name: scenario.name,
      api,
      raw,
      ratio: measured,
      target: scenario.target,
      pass,
      plan: plan.summary,
      planText: plan.text,
    });
    log(
      `${kind}: ${scenario.name}: API ${api.rate.toFixed(0)}/s (p99 ${api.p99.toFixed(1)} ms), raw ${raw.rate.toFixed(0)}/s, ratio ${measured.toFixed(2)} ${pass ? 'ok' : 'MISSED'}`,
    );
  }

  await drain(target.handle);
  log(`${kind}: EXPLAIN of every filter and sort`);
  const matrix = [];
  for (const row of await planMatrix(target.handle.db, loaded)) {
    const { summary } = await explain(target.rows, row.query);
    const generic = await target.genericReadsInFull?.(row.query);
    matrix.push({ q: row.q, filter: row.filter, sort: row.sort, summary, generic });
  }
  await cleanUp();
  if (options.keep) {
    console.log(
      kind === 'postgres' ? `kept ${target.databaseUrl}` : 'kept the PGlite data directory',
    );
  }
  return {
    kind,
    version: target.version,
    products: data.products.length,
    loadSeconds,
    scenarios: results,
    matrix,
  };
}

/**
 * Waits for the requests the load generator abandoned when a run ended: the server still answers
 * them, and closing the database under them would only log errors.
 */
async function drain(handle: DatabaseHandle) {
  const pool = (handle.db as unknown as { $client: Partial<pg.Pool> }).$client;
  const busy = () =>
    handle.kind === 'postgres' &&
    (pool.idleCount !== pool.totalCount || (pool.waitingCount ?? 0) > 0);
  const deadline = Date.now() + 10_000;
  do await new Promise((resolve) => setTimeout(resolve, 500));
  while (busy() && Date.now() < deadline);
}

// ---- Report ----------------------------------------------------------------------------------

function machine(loadBefore: number[], loadAfter: number[]) {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter
      .map((l) => l.toFixed(1))
      .join(' ')} after`,
  };
}

const ms = (v: number) => v.toFixed(1);

function markdown(
  results: DatabaseResult[],
  options: Options,
  info: ReturnType<typeof machine>,
  date: string,
) {
  const out: string[] = [];
  out.push(`# Catalog benchmark, ${date}`, '');
  out.push(
    `\`npm run bench:catalog -- --products ${options.products} --db ${options.db} --duration ${options.duration} --rounds ${options.rounds} --warmup ${options.warmup} --connections ${options.connections} --pool ${options.pool} --seed ${options.seed}\``,
    '',
  );
  out.push(
    `Machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average ${info.loadAverage}.`,
    '',
  );
  out.push(
    'API: the server built by `buildApp` in the benchmark process, autocannon in a worker thread, ' +
      `${options.connections} keep-alive connections. Raw: the SQL the API runs (the statements ` +
      `\`searchCatalog\` and \`getProduct\` send, captured with drizzle's query logger), on the bare ` +
      `driver with ${options.connections} closed-loop workers, each going through the pages in turn as an autocannon connection does (a node-postgres pool of ` +
      `${options.pool} connections, as the API's, or the PGlite thread the API shares). Each side: ${options.warmup} s ` +
      `warm-up, then ${options.duration} s measured in ${options.rounds} slices alternating with ` +
      'the other side (p50: the median slice, p99: the worst slice).',
    '',
  );
  for (const result of results) {
    const title = result.kind === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)';
    out.push(
      `## ${title}: ${result.version}`,
      '',
      `${result.products.toLocaleString('en')} products, loaded in ${result.loadSeconds.toFixed(0)} s.`,
      '',
    );
    out.push(
      '| scenario | API req/s | raw q/s | ratio | API p50 ms | API p99 ms | raw p50 ms | raw p99 ms | target | result |',
      '|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
    );
    for (const s of result.scenarios) {
      const target = s.target
        ? `≥ ${s.target.ratio}×${s.target.p99 ? `, p99 < ${s.target.p99} ms` : ''}`
        : '–';
      out.push(
        `| ${s.name} | ${s.api.rate.toFixed(0)} | ${s.raw.rate.toFixed(0)} | ${s.ratio.toFixed(2)} | ${ms(s.api.p50)} | ${ms(s.api.p99)} | ${ms(s.raw.p50)} | ${ms(s.raw.p99)} | ${target} | ${s.pass ? 'pass' : '**missed**'}${s.api.errors ? ` (${s.api.errors} errors)` : ''} |`,
      );
    }
    out.push('', '### Plans of the scenario queries (first page of each)', '');
    for (const s of result.scenarios) {
      out.push(
        `- **${s.name}**: ${s.plan.top}; ${s.plan.executionMs.toFixed(2)} ms${s.plan.seqScanOnProducts ? ' — **Seq Scan on products**' : ''}`,
      );
    }
    out.push('', '<details><summary>EXPLAIN (ANALYZE, BUFFERS), top lines</summary>', '');
    for (const s of result.scenarios) {
      out.push(`${s.name}:`, '', '```text', ...s.planText.split('\n').slice(0, 14), '```', '');
    }
    out.push('</details>', '');
    out.push(
      `### Every filter × sort (${result.matrix.length} plans)`,
      '',
      `EXPLAIN: ${fullReadsLine(result)}. (A sequential scan of products or of their search rows counts.)`,
      '',
      '| words | filter | sort | plan (top) | rows filtered out | ms |',
      '|---|---|---|---|--:|--:|',
    );
    for (const row of result.matrix) {
      out.push(
        `| ${row.q || '–'} | ${row.filter} | ${row.sort} | ${row.summary.top}${row.summary.seqScanOnProducts ? ' **(Seq Scan)**' : ''}${row.generic ? ' **(generic plan: Seq Scan)**' : ''} | ${row.summary.rowsRemovedByFilter} | ${row.summary.executionMs.toFixed(2)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

function table(results: DatabaseResult[]) {
  for (const result of results) {
    console.log(`\n${result.version}, ${result.products.toLocaleString('en')} products`);
    console.table(
      result.scenarios.map((s) => ({
        scenario: s.name,
        'API req/s': Math.round(s.api.rate),
        'raw q/s': Math.round(s.raw.rate),
        ratio: Number(s.ratio.toFixed(2)),
        'API p50': Number(ms(s.api.p50)),
        'API p99': Number(ms(s.api.p99)),
        result: s.pass ? 'pass' : 'MISSED',
      })),
    );
    console.log(`EXPLAIN: ${fullReadsLine(result)}`);
  }
}

function docsPage(report: string, stamp: string) {
  return [
    '# Benchmarks',
    '',
    'The latest full-size catalog run (`npm run bench:catalog`, 100,000 products), copied here by',
    `the script; every run's figures are in \`bench/results/\` (this one: \`catalog-${stamp}.md\`).`,
    'The targets are ratios measured in the same run, because absolute times on shared machines',
    'drift: the API at least 0.5× its raw-SQL floor on PostgreSQL (0.6× on PGlite), and a search',
    'page p99 under 20 ms on PostgreSQL with 10 connections.',
    '',
    report.replace(/^### /gm, '#### ').replace(/^## /gm, '### ').replace(/^# /m, '## Latest run: '),
  ].join('\n');
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const loadBefore = os.loadavg();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: cleaning up');
    void cleanUp().finally(() => process.exit(130));
  });
  log(`generating ${options.products.toLocaleString('en')} products (seed ${options.seed})`);
  const data = await generateCatalog(options.products, options.seed);
  const results: DatabaseResult[] = [];
  try {
    if (options.db !== 'pglite') results.push(await runOn('postgres', options, data));
    if (options.db !== 'postgres') results.push(await runOn('pglite', options, data));
  } finally {
    await cleanUp();
  }
  const info = machine(loadBefore, os.loadavg());
  const now = new Date();
  const date = now.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const report = markdown(results, options, info, date);
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const dir = path.join(ROOT, 'bench/results');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `catalog-${stamp}.md`), report);
  await fs.writeFile(
    path.join(dir, `catalog-${stamp}.json`),
    JSON.stringify({ date: now.toISOString(), options, machine: info, results }, null, 2),
  );
  table(results);
  console.log(`\nwritten: bench/results/catalog-${stamp}.md (and .json)`);
  // The full-size run is the one the targets are about: docs/benchmarks.md keeps the latest.
  if (options.products >= 100_000) {
    await fs.writeFile(path.join(ROOT, 'docs/benchmarks.md'), docsPage(report, stamp));
    console.log('written: docs/benchmarks.md');
  }
  const missed = results.flatMap((r) => r.scenarios.filter((s) => !s.pass));
  const fullyRead = results.some((r) => {
    const reads = fullReads(r);
    return reads.custom.length > 0 || reads.generic.length > 0;
  });
  process.exitCode = missed.length > 0 || fullyRead ? 1 : 0;
}

await main();
