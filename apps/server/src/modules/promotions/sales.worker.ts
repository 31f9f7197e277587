import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { runSales } from './promotions.service.js';

/**
 * Starts and ends the makers' sales (issue 24), every minute: one app node at a time
 * (`runAlone`, `db/job-lock.ts`), and each sale claimed by a guarded status update, so a sale's
 * prices change once even if two nodes ran it.
 */
export class SalesWorker {
  private readonly job: PeriodicJob;

  constructor(
    db: Database,
    log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    runAlone: (name: string, job: () => Promise<void>) => Promise<boolean>,
  ) {
    this.job = new PeriodicJob(
      'sales',
      async () => {
        await runAlone('sales', async () => {
          const n = await runSales(db);
          if (n > 0) log.info({ products: n }, 'sale prices started or ended');
        });
      },
      log,
    );
  }

  start(intervalMs = 60_000) {
    this.job.start(intervalMs);
  }

  /** One run now (tests, and after a sale is scheduled to start at once). */
  runOnce() {
    return this.job.run();
  }

  stop() {
    return this.job.stop();
  }
}
