import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../lib/periodic-job.js';
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
  private readonly job: PeriodicJob;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'kind'>,
    log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {
    this.job = new PeriodicJob(
      'database vacuum',
      async () => {
        const started = performance.now();
        await database.db.execute(sql`VACUUM (ANALYZE)`);
        log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed');
      },
      log,
    );
  }

  start({ delayMs = 10 * 60_000, intervalMs = 6 * 60 * 60_000 } = {}) {
    if (this.database.kind === 'pglite') this.job.start(intervalMs, delayMs);
  }

  /** One `VACUUM (ANALYZE)`, or the one in progress (nothing on PostgreSQL). */
  async runOnce() {
    if (this.database.kind === 'pglite') await this.job.run();
  }

  /** Stops the timers and waits for a run in progress, before the database closes. */
  stop() {
    return this.job.stop();
  }
}
