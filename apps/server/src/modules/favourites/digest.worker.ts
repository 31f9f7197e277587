import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { sendWeeklyDigests, type DigestDeps } from './digest.service.js';

/**
 * Writes the followers' weekly digests (issue 24): every hour it looks for followers whose digest
 * of this week is not written yet, so the week's digests go out in the first hour of Monday (UTC),
 * or as soon as a server is up after it. One app node at a time runs it (`runAlone`); the week's
 * claim per follower keeps each digest single even when two runs overlap.
 */
export class FollowerDigestWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: DigestDeps,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly runAlone: DatabaseHandle['runAlone'],
    private readonly kickMail: () => void,
  ) {
    this.job = new PeriodicJob(
      'follower digest',
      async () => {
        await this.runAlone('follower-digest', async () => {
          await this.runOnce();
        });
      },
      log,
    );
  }

  start(intervalMs = 60 * 60_000) {
    this.job.start(intervalMs, 30_000);
  }

  /** One run now, at `now` (tests pass their clock); answers how many digests were queued. */
  async runOnce(now = new Date()) {
    const sent = await sendWeeklyDigests(this.deps, now);
    if (sent > 0) {
      this.log.info({ sent }, 'weekly follower digests queued');
      this.kickMail();
    }
    return sent;
  }

  stop() {
    return this.job.stop();
  }
}
