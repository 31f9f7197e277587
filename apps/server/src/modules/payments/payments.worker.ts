import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { PaymentsDeps } from './payments.deps.js';
import { reconcilePending } from './reconciliation.js';
import { processRefunds } from './refunds.js';

/**
 * Every minute: asks the operators about payments pending too long (a lost notification, or a
 * crash between the operator's acceptance and our handling) and sends requested refunds. One app
 * node at a time runs a round (`runAlone`, an advisory lock on PostgreSQL): the operators are asked
 * once, and a refund is sent by one node.
 */
export class PaymentsWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: PaymentsDeps,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly runAlone: DatabaseHandle['runAlone'],
    private readonly staleAfterMs = 10 * 60_000,
  ) {
    this.job = new PeriodicJob('payments worker', () => this.runOnce(), log);
  }

  start(intervalMs = 60_000) {
    this.job.start(intervalMs);
  }

  /**
   * One round of reconciliation and refunds, after the one in progress here; none while another
   * node runs one. Tests call it directly.
   */
  async runOnce() {
    await this.runAlone('payments', async () => {
      const reconciled = await reconcilePending(this.deps, this.staleAfterMs);
      const refunded = await processRefunds(this.deps);
      if (reconciled + refunded > 0) this.log.info({ reconciled, refunded }, 'payments reconciled');
    });
  }

  stop() {
    return this.job.stop();
  }
}
