import type { FastifyBaseLogger } from 'fastify';
import { reconcilePending, type PaymentsDeps } from './payments.service.js';
import { processRefunds } from './refunds.js';

/**
 * Every minute: asks the operators about payments pending too long (a lost notification, or a
 * crash between the operator's acceptance and our handling) and sends requested refunds.
 */
export class PaymentsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: PaymentsDeps,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly staleAfterMs = 10 * 60_000,
  ) {}

  start(intervalMs = 60_000) {
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
    this.tick();
  }

  /** One round of reconciliation and refunds; tests call it directly. */
  async runOnce() {
    const reconciled = await reconcilePending(this.deps, this.staleAfterMs);
    const refunded = await processRefunds(this.deps);
    if (reconciled + refunded > 0) this.log.info({ reconciled, refunded }, 'payments reconciled');
  }

  private tick() {
    if (this.running) return;
    this.running = this.runOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'payments worker failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }
}
