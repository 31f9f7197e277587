import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job run now and then, one run at a time (a tick during a run is skipped); a
 * failed run is logged and the next tick tries again. `stop` waits for a run in progress, so the
 * database can close after it.
 */
export class PeriodicJob {
  private firstRun: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly job: () => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Runs the job every `intervalMs`, the first time after `delayMs` (at once by default). */
  start(intervalMs: number, delayMs = 0) {
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
    if (delayMs === 0) {
      void this.run();
      return;
    }
    this.firstRun = setTimeout(() => void this.run(), delayMs);
    this.firstRun.unref();
  }

  /** One run now, or the one in progress; never rejects. */
  run() {
    this.running ??= this.job()
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop() {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * A job that drains a queue: run every `intervalMs` and whenever kicked (after something is
 * queued). One run at a time; a kick during a run makes it run once more after, so nothing queued
 * meanwhile waits for the next tick. A failed run is logged. `stop` waits until it is idle.
 */
export class KickableJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly job: () => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Runs the job every `intervalMs`, and once now. */
  start(intervalMs: number) {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs the job now, or once more after the run in progress; nothing after `stop`. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.job()
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no run is in progress or due again. */
  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }
}
