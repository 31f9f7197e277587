/**
 * `npm run bench:pglite`: what the embedded database (PGlite) costs against PostgreSQL mode.
 *
 * For each database mode a child process does what `npm start`'s server does (open the database,
 * build the app, migrate, create the admin, seed the demo shop), settles, and reports:
 *   - resident memory (RSS, after GC and --settle seconds idle) of the idle demo shop;
 *   - CPU time per catalog search: --searches requests of `GET /api/products?q=…` through
 *     app.inject, one at a time, after a warm-up, in --slices slices (the median slice is shown).
 *     `process.cpuUsage()` counts every thread of the process (the PGlite worker included). On
 *     PostgreSQL the server's backends do the query work in processes of their own: their CPU is
 *     read from /proc and shown beside the app's.
 *   - RSS again after the searches (GC, idle).
 * On PostgreSQL the seeded tables are analysed before measuring, as autovacuum would have done
 * within a minute; the embedded database is left to analyse them by itself.
 *
 *   npm run bench:pglite -- [--db both|pglite|postgres] [--searches 800] [--slices 4]
 *                          [--warmup 300] [--settle 5]
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * (a database kramik_pglite_cost_<pid> is created there and dropped at the end).
 * CPU time, unlike wall time, is fairly stable on a shared machine; RSS depends on the machine's
 * allocator and Node version, not on load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, rowsOf, type DatabaseHandle } from '../src/db/client.js';
import { ensureAdmin, seedDemo } from '../src/db/seed.js';
import { SecretBox } from '../src/lib/secrets.js';
import { mediaStoreFor } from '../src/lib/media-store.js';

type Mode = 'pglite' | 'postgres';

interface Options {
  db: 'both' | Mode;
  searches: number;
  warmup: number;
  settle: number;
  slices: number;
}

interface ModeResult {
  mode: Mode;
  version: string;
  products: number;
  searches: number;
  /** Milliseconds of CPU per search: the app process (all its threads). */
  appCpuMs: number;
  /** Of which the main thread's (HTTP, JSON, the driver's client side). */
  mainThreadCpuMs: number;
  /** PostgreSQL only: the CPU of the database's backends (other processes) per search. */
  serverCpuMs?: number;
  /** Total CPU ms per search of each slice. */
  slices: number[];
  /** Median wall time per search, ms (informative only on a shared machine). */
  wallMs: number;
  rssIdleMiB: number;
  rssAfterMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  /** PGlite: the WebAssembly memory of the database, MiB, and the thread's caches. */
  wasmMiB?: number;
  thread?: Record<string, number>;
}

/** Search terms found in the demo catalog (English and Polish names), and a typo. */
const TERMS = [
  'mug',
  'stoneware',
  'bowl',
  'linen',
  'wooden',
  'silver',
  'kubek',
  'vase',
  'wool',
  'ceramic',
  'candle',
  'stonewar',
];

const MiB = 1024 * 1024;
const self = fileURLToPath(import.meta.url);

function parseOptions(argv: string[]): Options {
  const options: Options = { db: 'both', searches: 800, warmup: 300, settle: 5, slices: 4 };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!.replace(/^--/, '');
    const value = argv[++i];
    if (key === 'db' && (value === 'both' || value === 'pglite' || value === 'postgres')) {
      options.db = value;
    } else if (key === 'searches' || key === 'warmup' || key === 'settle' || key === 'slices') {
      options[key] = Number(value);
    } else if (key !== 'child') {
      throw new Error(`unknown option --${key} ${value ?? ''}`);
    }
  }
  return options;
}

function adminUrl() {
  // eslint-disable-next-line no-restricted-syntax -- the benchmark's own settings
  const env = process.env;
  return (
    env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** CPU seconds (user + system) of each backend serving `database`, from /proc (Linux). */
async function backendCpuSeconds(database: string) {
  const ticksPerSecond = 100;
  const seconds = new Map<string, number>();
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / ticksPerSecond);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

/** The CPU the backends used between two readings (a backend started since counts whole). */
function backendDelta(before: Map<string, number>, after: Map<string, number>) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** CPU seconds of this process's main thread (its event loop), from /proc (Linux). */
async function mainThreadCpuSeconds() {
  try {
    const stat = await fs.readFile(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc');
  for (let i = 0; i < 3; i++) collect();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settledRss(seconds: number) {
  gc();
  await sleep(seconds * 1000);
  gc();
  await sleep(200);
  return process.memoryUsage();
}

/** One mode, in this (child) process: as `npm start` would, then the measurements. */
async function child(mode: Mode, options: Options): Promise<ModeResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-pglite-cost-'));
  const dbName = `kramik_pglite_cost_${process.pid}`;
  let database: DatabaseHandle;
  if (mode === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl());
    url.pathname = `/${dbName}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    PORT: '0',
    // Every search comes from one address.
    RATE_LIMIT_MAX: '1000000000',
  });
  const app = await buildApp({ config, database });
  try {
    await database.migrate();
    await ensureAdmin(database.db, config, app.log);
    await seedDemo(database.db, app.log, SecretBox.fromConfig(config.secretsKey, config.dataDir), {
      media: mediaStoreFor(config),
    });
    // PostgreSQL's autovacuum analyses the new rows within a minute; the measurement is of that
    // steady state. The PGlite thread analyses by itself once idle (pglite-thread.ts).
    if (mode === 'postgres') await database.db.execute('ANALYZE');
    await app.ready();
    const idle = await settledRss(options.settle);

    const search = async (i: number) => {
      const term = TERMS[i % TERMS.length]!;
      const response = await app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(term)}`,
      });
      if (response.statusCode !== 200) {
        throw new Error(`search ${term}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    };
    for (let i = 0; i < options.warmup; i++) await search(i);
    await sleep(200);

    // Measured in slices; each figure is the median slice's (a shared machine's load comes and
    // goes).
    const walls: number[] = [];
    const slices: { app: number; main: number; server: number }[] = [];
    const perSlice = Math.max(1, Math.floor(options.searches / options.slices));
    for (let slice = 0; slice < options.slices; slice++) {
      const serverBefore =
        mode === 'postgres' ? await backendCpuSeconds(dbName) : new Map<string, number>();
      const mainBefore = await mainThreadCpuSeconds();
      const before = process.cpuUsage();
      for (let i = 0; i < perSlice; i++) {
        const started = performance.now();
        await search(slice * perSlice + i);
        walls.push(performance.now() - started);
      }
      const used = process.cpuUsage(before);
      const main = (await mainThreadCpuSeconds()) - mainBefore;
      const server =
        mode === 'postgres' ? backendDelta(serverBefore, await backendCpuSeconds(dbName)) : 0;
      slices.push({
        app: (used.user + used.system) / 1000 / perSlice,
        main: (main * 1000) / perSlice,
        server: (server * 1000) / perSlice,
      });
    }
    walls.sort((a, b) => a - b);

    const after = await settledRss(options.settle);
    const version = rowsOf<{ v: string }>(await database.db.execute('SELECT version() AS v'))[0]!.v;
    const products = rowsOf<{ n: number }>(
      await database.db.execute('SELECT count(*)::int AS n FROM products'),
    )[0]!.n;
    const thread = await threadStats(database);
    return {
      mode,
      version: version.split(' on ')[0]!,
      products,
      searches: perSlice * options.slices,
      appCpuMs: median(slices.map((x) => x.app)),
      mainThreadCpuMs: median(slices.map((x) => x.main)),
      ...(mode === 'postgres' ? { serverCpuMs: median(slices.map((x) => x.server)) } : {}),
      slices: slices.map((x) => Number((x.app + x.server).toFixed(2))),
      wallMs: walls[Math.floor(walls.length / 2)]!,
      rssIdleMiB: idle.rss / MiB,
      rssAfterMiB: after.rss / MiB,
      heapUsedMiB: after.heapUsed / MiB,
      externalMiB: after.external / MiB,
      ...(thread ? { wasmMiB: thread.wasmBytes! / MiB, thread } : {}),
    };
  } finally {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (mode === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

/** The PGlite thread's memory and caches (`PGliteThread.stats`), when there is one. */
async function threadStats(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: { stats?: () => Promise<unknown> } })
    .$client;
  if (typeof client.stats !== 'function') return undefined;
  return (await client.stats()) as Record<string, number>;
}

function runChild(mode: Mode, argv: string[]): Promise<ModeResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', self, '--child', mode, ...argv],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => (out += chunk));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{"mode"'));
      if (code !== 0 || !line) reject(new Error(`${mode}: exit code ${code}\n${out}`));
      else resolve(JSON.parse(line) as ModeResult);
    });
  });
}

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '–' : n.toFixed(digits));

function report(results: ModeResult[], argv: string[]) {
  const lines = [
    `\`npm run bench:pglite${argv.length ? ` -- ${argv.join(' ')}` : ''}\``,
    '',
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.availableParallelism()}, ` +
      `${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end.`,
    '',
    '| mode | products | searches | app CPU ms/search | of which main thread | DB server CPU ms/search | total CPU ms/search | median wall ms | RSS idle MiB | RSS after searches MiB | heap MiB | WASM MiB |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.mode} (${r.version}) | ${r.products} | ${r.searches} | ${fmt(r.appCpuMs)} | ` +
        `${fmt(r.mainThreadCpuMs)} | ${fmt(r.serverCpuMs)} | ` +
        `${fmt(r.appCpuMs + (r.serverCpuMs ?? 0))} | ${fmt(r.wallMs)} | ${fmt(r.rssIdleMiB, 0)} | ` +
        `${fmt(r.rssAfterMiB, 0)} | ${fmt(r.heapUsedMiB, 0)} | ${fmt(r.wasmMiB, 0)} |`,
    );
  }
  for (const r of results) {
    lines.push('', `${r.mode}: total CPU ms per search in each slice: ${r.slices.join(', ')}`);
    if (r.thread) lines.push(`PGlite thread: ${JSON.stringify(r.thread)}`);
  }
  const lite = results.find((r) => r.mode === 'pglite');
  const post = results.find((r) => r.mode === 'postgres');
  if (lite && post) {
    lines.push(
      '',
      `PGlite / PostgreSQL CPU per search: ${(lite.appCpuMs / post.appCpuMs).toFixed(1)}× the app ` +
        `process alone, ${(lite.appCpuMs / (post.appCpuMs + (post.serverCpuMs ?? 0))).toFixed(1)}× ` +
        'the app and its PostgreSQL backends together (target ≤ 3×); idle PGlite shop ' +
        `${lite.rssIdleMiB.toFixed(0)} MiB (target < 250 MiB).`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  const childAt = argv.indexOf('--child');
  if (childAt >= 0) {
    const result = await child(argv[childAt + 1] as Mode, options);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  }
  const modes: Mode[] = options.db === 'both' ? ['pglite', 'postgres'] : [options.db];
  const results: ModeResult[] = [];
  for (const mode of modes) {
    process.stderr.write(`${mode}: seeding the demo shop and measuring…\n`);
    results.push(await runChild(mode, argv));
  }
  process.stdout.write(`${report(results, argv)}\n`);
}

await main();
