import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and
 * runs wherever it is called: on the server's main thread, every query held the event loop, so
 * the HTTP work of other requests waited for it and a slow statement (a vacuum, an import batch)
 * stalled the whole shop. Here PGlite runs in a worker (`pglite-worker.mjs`) and this class is
 * its client, with the part of PGlite's interface drizzle uses: `query`, `transaction`, `close`.
 * The HTTP work of one request now overlaps with another's query, on the machine's second core.
 *
 * Results and parameters cross the thread by structured clone (rows, dates, bytes). Of drizzle's
 * per-query parsers only the type ids cross: drizzle's are all "keep the text" (dates and
 * intervals), which the worker applies to those types.
 */
export class PGliteThread {
  private readonly pending = new Map<
    number,
    { resolve(v: Answer): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Answer & { id: number }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      this.updateRef();
      if (message.error) call.reject(toError(message.error));
      else call.resolve(message);
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

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string) {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
      // The worker is plain JavaScript: no TypeScript loader is needed (nor inherited).
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const exited = (code: number) =>
        reject(
          new Error(`The database thread stopped while opening ${dataDir} (exit code ${code}).`),
        );
      const ready = (message: { id: number; ready?: boolean }) => {
        if (message.id !== 0) return;
        worker.off('message', ready);
        worker.off('error', reject);
        worker.off('exit', exited);
        resolve();
      };
      worker.on('message', ready);
      worker.once('error', reject);
      worker.once('exit', exited);
    });
    const thread = new PGliteThread(worker);
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
  }

  async close() {
    if (!this.failure) await this.call({ op: 'close' });
    await this.worker.terminate();
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
    });
    return answer.result as QueryResult<Row>;
  }

  private call(message: Record<string, unknown>) {
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
}

export interface QueryResult<Row> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Answer {
  result?: QueryResult<unknown>;
  tx?: number;
  error?: Record<string, unknown> & { message: string; name?: string };
}

/** The worker's error back as an Error with PostgreSQL's fields (`code`, `constraint`, …). */
function toError(data: NonNullable<Answer['error']>) {
  const { message, name, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}
