import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { expireUnpaidOrders, type OrdersDeps } from './orders.service.js';

/**
 * Cancels orders unpaid for 72 hours (PRODUCT.md "Orders"), every few minutes. Several servers
 * may run it at once: each order is taken under a skip-locked row lock.
 */
export class OrderExpiryWorker {
  private readonly job: PeriodicJob;

  constructor(deps: OrdersDeps, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
    this.job = new PeriodicJob(
      'order expiry',
      async () => {
        const n = await expireUnpaidOrders(deps);
        if (n > 0) log.info({ cancelled: n }, 'unpaid orders cancelled after 72 hours');
      },
      log,
    );
  }

  start(intervalMs = 5 * 60_000) {
    this.job.start(intervalMs);
  }

  /** Stops the timer and waits for a run in progress, before the database closes. */
  stop() {
    return this.job.stop();
  }
}
