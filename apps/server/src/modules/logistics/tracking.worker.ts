import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { pollShipments, type ShipmentsDeps } from './shipments.service.js';

/**
 * Polls the carriers for the shipments still on their way (where no webhook comes, or one was
 * lost): each is asked at most once per `everyMs`, least recently asked first; one app node at a
 * time runs a round (`runAlone`).
 */
export class ShipmentTrackingWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: ShipmentsDeps,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly everyMs: number,
    private readonly runAlone: DatabaseHandle['runAlone'],
  ) {
    this.job = new PeriodicJob(
      'shipment tracking',
      async () => {
        await this.runAlone('shipment-tracking', async () => {
          await this.runOnce();
        });
      },
      log,
    );
  }

  start() {
    this.job.start(this.everyMs, Math.min(this.everyMs, 5_000));
  }

  /** One round now (tests call it); answers how many shipments were asked about. */
  runOnce(everyMs = this.everyMs) {
    return pollShipments(this.deps, this.log, everyMs);
  }

  stop() {
    return this.job.stop();
  }
}
