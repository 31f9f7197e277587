/** The databases measured (PostgreSQL, PGlite): the API's handle and the bare driver beside it. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { loadConfig } from '../src/config/env.js';
import {
  openDatabase,
  preparedNameOf,
  type Database,
  type DatabaseHandle,
} from '../src/db/client.js';
import { type PGliteThread } from '../src/db/pglite-thread.js';
import * as schema from '../src/db/schema/index.js';
import { genericPlanReadsInFull, type RawQuery, type RawRunner } from './measure.js';
import { cleanups, ROOT, type Options } from './options.js';

export interface CapturingDb {
  db: Database;
  queries: RawQuery[];
}

export interface Target {
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

export async function openPostgres(options: Pick<Options, 'pool' | 'keep'>): Promise<Target> {
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

export async function openPglite(options: Options): Promise<Target> {
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
  const client = (handle.db as unknown as { $client: PGliteThread }).$client;
  const queries: RawQuery[] = [];
  // `executePrepared` hands a PGliteThread its statements by name, past drizzle's logger: the
  // capturing instance sees the same client as a plain one, so that they go through `execute`.
  const unnamed = new Proxy(client, {
    getPrototypeOf: () => Object.prototype,
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  const capture = drizzlePglite(unnamed as unknown as PGlite, {
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
    // Named as the API's were (`executePrepared`): the same statements, kept alike.
    raw: (query) => client.query(query.sql, query.params, { name: preparedNameOf(query.sql) }),
    rows: async (sql, params) => (await client.query(sql, params)).rows,
    capture: { db: capture, queries },
  };
}

export function benchConfig(dataDir: string, databaseUrl: string | undefined) {
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

/**
 * Waits for the requests the load generator abandoned when a run ended: the server still answers
 * them, and closing the database under them would only log errors.
 */
export async function drain(handle: DatabaseHandle) {
  const pool = (handle.db as unknown as { $client: Partial<pg.Pool> }).$client;
  const busy = () =>
    handle.kind === 'postgres' &&
    (pool.idleCount !== pool.totalCount || (pool.waitingCount ?? 0) > 0);
  const deadline = Date.now() + 10_000;
  do await new Promise((resolve) => setTimeout(resolve, 500));
  while (busy() && Date.now() < deadline);
}
