import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { SQL, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { localJobLocks, postgresJobLocks } from './job-lock.js';
import { PGliteThread, type GarbageCollected, type PGliteThreadOptions } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories accept either the database or an open transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Compiles SQL as drizzle's databases here do (no casing option). */
export const dialect = new PgDialect();

/**
 * A statement compiled once and kept (the catalog's `statementOf` and `fixedStatement`): its
 * text, the name it is prepared under (`statementName`), and this run's parameters.
 */
export interface CompiledStatement {
  sql: string;
  params: unknown[];
  name: string | undefined;
}

/** The most statements named for preparing; any other runs unnamed. */
export const PREPARED_STATEMENTS_MAX = 500;
/**
 * The name of each statement text named so far. Looked up by the text itself: hashing a catalog
 * page's few kilobytes of SQL with SHA-1 on every request cost about 5 % of the catalog API's
 * time in the benchmark (statements compiled once ask once).
 */
const preparedNames = new Map<string, string>();

/**
 * The name a statement is prepared under on PostgreSQL, from its text, so one text never goes
 * under two names nor one name under two texts (the driver refuses that); undefined once
 * `PREPARED_STATEMENTS_MAX` others have names: each connection keeps every statement it prepared
 * for as long as it lives. The one naming of `executePrepared` and db/prepared.ts.
 */
export function statementName(text: string) {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= PREPARED_STATEMENTS_MAX) return known;
  const name = `k${createHash('sha1').update(text).digest('base64url')}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Forgets every name given, as a new process starts (tests: the API test files share a process,
 * and together they name more than `PREPARED_STATEMENTS_MAX` texts). Harmless to connections that
 * prepared statements already: a text is given the same name again.
 */
export function forgetStatementNames() {
  preparedNames.clear();
}

/** The name a statement was prepared under, if it was. */
export function preparedNameOf(text: string) {
  return preparedNames.get(text);
}

/**
 * A frequent read (a catalog page) as a prepared statement on PostgreSQL: each connection parses
 * it once, and after five runs PostgreSQL keeps one generic plan when that is no dearer than
 * planning each run (a search page spends a third of its time in the planner). Its parameters
 * must not be what the plan depends on (LIMITs are written into the text). The embedded
 * database's thread keeps it the same way on its one connection (it halved a search's CPU there).
 * Inside a transaction, or on an in-process PGlite (tests), run as `execute` runs it. Takes the
 * SQL, or a statement compiled once (`CompiledStatement`), which is neither compiled nor looked
 * up again.
 */
export async function executePrepared(
  db: Executor,
  query: SQL | CompiledStatement,
): Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  const thread = client instanceof PGliteThread;
  const named = thread || client instanceof pg.Pool;
  let compiled: { sql: string; params: unknown[]; name?: string };
  if (query instanceof SQL) {
    compiled = dialect.sqlToQuery(query);
    if (named) compiled.name = statementName(compiled.sql);
  } else compiled = query;
  // The embedded database's one connection keeps it too (pglite-worker.mjs), answering the rows
  // `execute` answers (drizzle's raw parsers: dates and intervals stay text).
  if (thread)
    return client.query(compiled.sql, compiled.params, {
      parsers: PGLITE_RAW_TEXT_TYPES,
      name: compiled.name,
    });
  // What `execute` does, with the name on PostgreSQL's pool.
  return db._.session
    .prepareQuery(compiled, undefined, named ? compiled.name : undefined, false)
    .execute();
}

const keepText = (value: string) => value;
/**
 * The types drizzle's PGlite driver keeps as text in a raw `execute` (drizzle-orm/pglite/session):
 * timestamp, timestamptz, interval, date and their arrays, numeric[].
 */
const PGLITE_RAW_TEXT_TYPES = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** True when the embedded database directory was created just now. */
  isNew: boolean;
  migrate(): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Runs a background job unless it is running already, in this process or (PostgreSQL) on another
   * app node: answers false when it did not run (`job-lock.ts`).
   */
  runAlone: (name: string, job: () => Promise<void>) => Promise<boolean>;
  close(): Promise<void>;
  /** The connections' use now (the metrics); undefined for an in-process test database. */
  poolStats?: () => PoolStats;
  /**
   * The embedded database's thread: a full garbage collection of its JavaScript heap (the idle
   * trim's, lib/malloc-trim.ts). Undefined where the database lives elsewhere or in-process.
   */
  collectGarbage?: () => Promise<GarbageCollected>;
}

/** Connections to the database: in use, idle, and calls waiting for one. */
export interface PoolStats {
  max: number;
  busy: number;
  idle: number;
  waiting: number;
}

const MIGRATION_LOCK_ID = 7_202_611;

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * PostgreSQL settings of the embedded database (on its command line, over postgresql.conf).
 * PGlite's memory is WebAssembly memory the thread touches whole and never gives back: initdb's
 * `shared_buffers = 128MB` alone kept about 110 MiB resident in an idle shop whose data is a few
 * MiB. 16 MB of buffers hold a small shop; a bigger catalog's pages come from the operating
 * system's file cache when they are not in them.
 */
export const PGLITE_SETTINGS: Record<string, string> = { shared_buffers: '16MB' };
export const pgliteExtensions = { pg_trgm, unaccent };

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string; thread?: PGliteThreadOptions }
  /** A fresh in-process database, optionally started from a dumped data directory. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/**
 * Connections to PostgreSQL when `DATABASE_POOL_SIZE` does not say: twice this machine's cores, at
 * least 4. More queries at once than the database has cores only take turns on them: every query
 * of a burst then takes as long as the slowest, where a short queue in the pool lets the short
 * ones through (on 2 cores, 10 connections gave search pages a p99 of 34 ms, 4 gave 22 ms). A
 * database on a machine of its own wants about twice its cores.
 */
export function defaultPoolSize() {
  return Math.max(4, 2 * os.availableParallelism());
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? defaultPoolSize());
  }
  if (options.kind === 'pglite') {
    const isNew = !(await exists(path.join(options.dataDir, 'PG_VERSION')));
    await fs.mkdir(options.dataDir, { recursive: true });
    // On its own thread: queries do not hold the server's event loop (pglite-thread.ts).
    const client = await PGliteThread.open(options.dataDir, {
      ...options.thread,
      settings: { ...PGLITE_SETTINGS, ...options.thread?.settings },
    });
    // Its one connection: busy while a call is in flight, the others wait in the thread's queue.
    const poolStats = () => {
      const inFlight = client.inFlight;
      return {
        max: 1,
        busy: Math.min(inFlight, 1),
        idle: inFlight ? 0 : 1,
        waiting: Math.max(0, inFlight - 1),
      };
    };
    return {
      ...pgliteHandle(client as unknown as PGlite, isNew),
      poolStats,
      collectGarbage: () => client.collectGarbage(),
    };
  }
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteHandle(client, !options.loadDataDir);
}

function pgliteHandle(client: PGlite, isNew: boolean): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  const jobs = localJobLocks();
  return {
    db,
    kind: 'pglite',
    isNew,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    runAlone: (name, job) => jobs.run(name, job),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  await pool.query('select 1');
  const jobs = postgresJobLocks(url);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    isNew: false,
    migrate: async () => {
      // Several app nodes may start at once: an advisory lock lets one of them migrate at a time.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lock
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        lock.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    runAlone: (name, job) => jobs.run(name, job),
    close: async () => {
      await jobs.close();
      await pool.end();
    },
    poolStats: () => ({
      max: poolSize,
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
