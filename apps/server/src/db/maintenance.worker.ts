import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.js';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: `VACUUM
 * (ANALYZE)` of the whole database now and then. It removes the rows updates and deletes left
 * behind (a stock change rewrites a row), keeps the visibility map that lets the catalog's
 * index-only walks skip the table, and refreshes the statistics the planner and the catalog
 * search read (`search-plan.ts`). PGlite serves one query at a time, so the first run waits a
 * while after start and later ones come hours apart; a small shop's database takes well under a
 * second. On PostgreSQL the server's autovacuum does this, and the worker does nothing.
 */
export class EmbeddedMaintenanceWorker {
  private firstRun: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'kind'>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {}

  start(options: { delayMs?: number; intervalMs?: number } = {}) {
    if (this.database.kind !== 'pglite') return;
    const { delayMs = 10 * 60_000, intervalMs = 6 * 60 * 60_000 } = options;
    this.firstRun = setTimeout(() => void this.runOnce(), delayMs);
    this.firstRun.unref();
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** One `VACUUM (ANALYZE)` (none while one runs; nothing on PostgreSQL). */
  async runOnce() {
    if (this.database.kind !== 'pglite' || this.running) return this.running;
    const started = performance.now();
    this.running = this.database.db
      .execute(sql`VACUUM (ANALYZE)`)
      .then(() =>
        this.log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed'),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'database vacuum failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Stops the timers and waits for a run in progress, before the database closes. */
  async stop() {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    await this.running;
  }
}
