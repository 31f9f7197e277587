import type { FastifyBaseLogger } from 'fastify';
import { expireUnpaidOrders, type OrdersDeps } from './orders.service.js';

/**
 * Cancels orders unpaid for 72 hours (PRODUCT.md "Orders"), every few minutes. Several servers
 * may run it at once: each order is taken under a skip-locked row lock.
 */
export class OrderExpiryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: OrdersDeps,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {}

  start(intervalMs = 5 * 60_000) {
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
    this.tick();
  }

  private tick() {
    if (this.running) return;
    this.running = expireUnpaidOrders(this.deps)
      .then((n) => {
        if (n > 0) this.log.info({ cancelled: n }, 'unpaid orders cancelled after 72 hours');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'order expiry failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Stops the timer and waits for a run in progress, before the database closes. */
  async stop() {
    clearInterval(this.timer);
    await this.running;
  }
}
