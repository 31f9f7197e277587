import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and
 * runs wherever it is called: on the server's main thread, every query held the event loop, so
 * the HTTP work of other requests waited for it and a slow statement (a vacuum, an import batch)
 * stalled the whole shop. Here PGlite runs in a worker (`pglite-worker.mjs`) and this class is
 * its client, with the part of PGlite's interface drizzle uses: `query`, `transaction`, `close`.
 * The HTTP work of one request now overlaps with another's query, on the machine's second core.
 *
 * Results and parameters cross the thread by structured clone (rows, dates, bytes): for a search
 * page that is a tenth of a millisecond, not where the embedded mode's cost is. Of drizzle's
 * per-query parsers only the type ids cross: drizzle's are all "keep the text" (dates and
 * intervals), which the worker applies to those types.
 *
 * What the embedded mode costs, and what this thread does about it (docs/benchmarks.md):
 * - each query is one trip into PostgreSQL, not PGlite's six, and `executePrepared` statements
 *   keep their plans by name (pglite-worker.mjs);
 * - a new database is created by a short-lived process: initdb in this one left hundreds of MiB
 *   resident (pglite-initdb.mjs);
 * - PostgreSQL runs with small `shared_buffers` (client.ts, `PGLITE_SETTINGS`);
 * - when idle, it analyses tables that many rows were written to (PGlite has no autovacuum) and
 *   replaces itself once its memory grew (`maybeUpkeep`).
 */
export class PGliteThread {
  private readonly pending = new Map<
    number,
    { resolve(v: Answer): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private failure: Error | undefined;
  private worker: Worker;
  /** The size of the thread's WebAssembly memory: when opened, and at its last answer. */
  private openedBytes: number;
  private wasmBytes: number;
  private transactions = 0;
  private upkeepTimer: NodeJS.Timeout | undefined;
  private upkeep: Promise<void> | undefined;
  /** Rows written (inserted, updated, deleted) since the last ANALYZE, and when that was. */
  private rowsWritten = 0;
  private analyzedAt = 0;
  /** While the thread is being replaced: calls wait for the new one. */
  private recycling: Promise<void> | undefined;
  private closing = false;
  /** How many times the thread was replaced to give its memory back, and ran ANALYZE. */
  recycled = 0;
  analyzed = 0;

  /** Calls sent to the thread and not answered yet (the metrics' database queue). */
  get inFlight() {
    return this.pending.size;
  }

  private constructor(
    private readonly dataDir: string,
    private readonly options: Required<PGliteThreadOptions>,
    started: StartedWorker,
  ) {
    this.worker = started.worker;
    this.openedBytes = started.wasmBytes;
    this.wasmBytes = started.wasmBytes;
    this.attach(started.worker);
  }

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string, options: PGliteThreadOptions = {}) {
    const settled = { ...DEFAULT_OPTIONS, ...options };
    if (!(await exists(path.join(dataDir, 'PG_VERSION')))) await initdb(dataDir);
    const thread = new PGliteThread(dataDir, settled, await startWorker(dataDir, settled.settings));
    thread.updateRef();
    return thread;
  }

  query<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult<Row>> {
    return this.run(sql, params, options, undefined);
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws.
   * Other queries wait for it to end, as they do in PGlite itself.
   */
  async transaction<T>(callback: (tx: PGliteThreadTransaction) => Promise<T>): Promise<T> {
    this.transactions++;
    try {
      const { tx } = await this.call({ op: 'begin' });
      const transaction: PGliteThreadTransaction = {
        query: (sql, params = [], options = {}) => this.run(sql, params, options, tx),
      };
      let result: T;
      try {
        result = await callback(transaction);
      } catch (error) {
        await this.call({ op: 'end', tx, commit: false });
        throw error;
      }
      await this.call({ op: 'end', tx, commit: true });
      return result;
    } finally {
      this.transactions--;
      this.maybeUpkeep();
    }
  }

  /** The thread's memory and caches, for benchmarks and tests. */
  async stats(): Promise<ThreadStats> {
    const { stats } = await this.call({ op: 'stats' });
    return {
      ...stats!,
      openedBytes: this.openedBytes,
      recycled: this.recycled,
      analyzed: this.analyzed,
    };
  }

  /**
   * A full garbage collection of the thread's JavaScript heap (PGlite's glue and the rows it
   * handed over), asked by the server's idle trim (lib/malloc-trim.ts); its WebAssembly memory is
   * PostgreSQL's own and is not collected. Answers the heap's size after it, if it ran.
   */
  async collectGarbage(): Promise<GarbageCollected> {
    const { gc } = await this.call({ op: 'gc' });
    return gc ?? { collected: false };
  }

  async close() {
    this.closing = true;
    clearTimeout(this.upkeepTimer);
    await this.upkeep?.catch(() => undefined);
    if (!this.failure) await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private attach(worker: Worker) {
    worker.on('message', (message: Answer & { id: number }) => {
      if (message.wasmBytes) this.wasmBytes = message.wasmBytes;
      this.rowsWritten += message.result?.affectedRows ?? 0;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      this.updateRef();
      if (message.error) call.reject(toError(message.error));
      else call.resolve(message);
      this.maybeUpkeep();
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`The database thread stopped (exit code ${code}).`)),
    );
  }

  /**
   * Upkeep when the thread is idle (no call waiting, no transaction open) for `idleMs`:
   *
   * - ANALYZE, once `analyzeAfterRows` rows were written since the last one (at most every
   *   `analyzeEveryMs`), as PostgreSQL's autovacuum would: PGlite has none, and a database
   *   seeded or imported just now had no statistics, so the planner guessed (the demo shop's
   *   search ran seq scans that detoasted every product's search vector: 5.8 ms of CPU a search
   *   before, 3.8 ms after). The maintenance worker's VACUUM (ANALYZE) comes hours apart.
   * - A fresh thread, when its memory grew by more than `recycleGrowthBytes` since it opened:
   *   PostgreSQL's memory in WebAssembly only grows, so a bulk write (an import, a vacuum) would
   *   leave the thread holding memory it no longer uses. PGlite closes cleanly (checkpointing its
   *   data) and a new thread opens the same directory; calls made meanwhile wait for it.
   */
  private maybeUpkeep() {
    if (this.upkeepTimer || this.upkeep || this.failure || this.closing) return;
    const analyze = this.rowsWritten >= this.options.analyzeAfterRows;
    const grown = this.grown();
    if (!analyze && !grown) return;
    const delay = grown
      ? this.options.idleMs
      : Math.max(this.options.idleMs, this.analyzedAt + this.options.analyzeEveryMs - Date.now());
    this.upkeepTimer = setTimeout(() => {
      this.upkeepTimer = undefined;
      if (this.closing) return;
      if (this.pending.size > 0 || this.transactions > 0) return this.maybeUpkeep();
      this.upkeep = this.runUpkeep().finally(() => {
        this.upkeep = undefined;
        this.maybeUpkeep();
      });
      // A failure to reopen is kept in `this.failure` and answered to the next calls.
      this.upkeep.catch(() => undefined);
    }, delay);
    this.upkeepTimer.unref();
  }

  private grown() {
    return this.wasmBytes - this.openedBytes > this.options.recycleGrowthBytes;
  }

  private async runUpkeep() {
    if (
      this.rowsWritten >= this.options.analyzeAfterRows &&
      Date.now() - this.analyzedAt >= this.options.analyzeEveryMs
    ) {
      this.rowsWritten = 0;
      this.analyzedAt = Date.now();
      await this.send({ op: 'query', sql: 'ANALYZE', params: [], rowMode: 'array', textTypes: [] })
        .then(() => this.analyzed++)
        .catch(() => undefined);
    }
    if (this.grown() && this.pending.size === 0 && this.transactions === 0) {
      this.recycling = this.recycle().finally(() => (this.recycling = undefined));
      await this.recycling;
    }
  }

  private async recycle() {
    const old = this.worker;
    await this.send({ op: 'close' });
    old.removeAllListeners();
    await old.terminate();
    try {
      const started = await startWorker(this.dataDir, this.options.settings);
      this.worker = started.worker;
      this.openedBytes = started.wasmBytes;
      this.wasmBytes = started.wasmBytes;
      this.attach(started.worker);
      this.recycled++;
      this.updateRef();
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  }

  private async run<Row>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    tx: number | undefined,
  ): Promise<QueryResult<Row>> {
    const answer = await this.call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(options.name ? { name: options.name } : {}),
    });
    return answer.result as QueryResult<Row>;
  }

  private async call(message: Record<string, unknown>): Promise<Answer> {
    if (this.recycling) await this.recycling.catch(() => undefined);
    return this.send(message);
  }

  private send(message: Record<string, unknown>) {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.updateRef();
      this.worker.postMessage({ id, ...message });
    });
  }

  /** The thread keeps the process alive only while a call waits for it (as a socket would). */
  private updateRef() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

export interface PGliteThreadOptions {
  /** PostgreSQL settings given on its command line (`shared_buffers`, …). */
  settings?: Record<string, string>;
  /** How long the thread must be idle before its upkeep (ANALYZE, a fresh thread) runs. */
  idleMs?: number;
  /** Rows written after which the idle thread runs ANALYZE, and the least time between two. */
  analyzeAfterRows?: number;
  analyzeEveryMs?: number;
  /** Growth of the WebAssembly memory since opening above which an idle thread is replaced. */
  recycleGrowthBytes?: number;
}

const DEFAULT_OPTIONS: Required<PGliteThreadOptions> = {
  settings: {},
  idleMs: 1000,
  analyzeAfterRows: 500,
  // The first as soon as the thread is idle (a seeded or imported database); then at most every
  // 10 minutes: a big catalog's ANALYZE holds the one connection for a second or more.
  analyzeEveryMs: 10 * 60_000,
  recycleGrowthBytes: 64 * 1024 * 1024,
};

export interface ThreadStats {
  /** The WebAssembly memory now, and when the thread opened. */
  wasmBytes: number;
  openedBytes: number;
  /** SQL texts whose parameter types are known; statements prepared by name. */
  parameterTypes: number;
  prepared: number;
  recycled: number;
  analyzed: number;
}

/** Creates the database in `dataDir` in a short-lived process (see pglite-initdb.mjs). */
async function initdb(dataDir: string) {
  await fs.mkdir(dataDir, { recursive: true });
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`Could not create the database in ${dataDir} (exit code ${code}): ${stderr}`);
  }
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

interface StartedWorker {
  worker: Worker;
  wasmBytes: number;
}

async function startWorker(dataDir: string, settings: Record<string, string>) {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, settings },
    // The worker is plain JavaScript: no TypeScript loader is needed (nor inherited).
    execArgv: [],
  });
  return new Promise<StartedWorker>((resolve, reject) => {
    const exited = (code: number) =>
      reject(
        new Error(`The database thread stopped while opening ${dataDir} (exit code ${code}).`),
      );
    const ready = (message: { id: number; ready?: boolean; wasmBytes?: number }) => {
      if (message.id !== 0) return;
      worker.off('message', ready);
      worker.off('error', reject);
      worker.off('exit', exited);
      resolve({ worker, wasmBytes: message.wasmBytes ?? 0 });
    };
    worker.on('message', ready);
    worker.once('error', reject);
    worker.once('exit', exited);
  });
}

export interface PGliteThreadTransaction {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
}

interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: Record<number, (value: string) => unknown>;
  /** Prepare the statement under this name once and reuse it (its plan is kept). */
  name?: string;
}

export interface QueryResult<Row> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What a thread's garbage collection did: nothing where V8 refused to expose it. */
export type GarbageCollected = { collected: false } | { collected: true; heapUsedBytes: number };

interface Answer {
  gc?: GarbageCollected;
  result?: QueryResult<unknown>;
  tx?: number;
  wasmBytes?: number;
  stats?: Omit<ThreadStats, 'openedBytes' | 'recycled' | 'analyzed'>;
  error?: Record<string, unknown> & { message: string; name?: string };
}

/** The worker's error back as an Error with PostgreSQL's fields (`code`, `constraint`, …). */
function toError(data: NonNullable<Answer['error']>) {
  const { message, name, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}
