import type { FastifyBaseLogger } from 'fastify';

/**
 * Gives back to the system the memory an idle process no longer uses, once it has calmed down:
 * first V8's garbage, by full collections of the JavaScript heaps (this thread's and the embedded
 * database's, `collect`), then the C allocator's freed memory, by glibc's `malloc_trim(0)`, which
 * walks every thread's arena (the embedded database's worker and V8's compiler threads included).
 *
 * V8 collects its old generation late while memory is free: an idle demo shop that has just seeded
 * or served 300 pages kept 100–250 MiB of garbage, until a collection that may not come while it
 * stays idle (docs/benchmarks.md, the idle shop's memory). The C allocator keeps 35–50 MiB after
 * start-up and seeding; Node has no call for it, so it is reached through koffi (an FFI package
 * with prebuilt binaries), loaded at the first trim. Where there is no glibc (macOS, Alpine's
 * musl) or koffi cannot load, only the collections are done.
 */

/** The trim: true when memory was given back. */
export type MallocTrim = () => Promise<boolean>;

/** glibc's `malloc_trim(0)` through koffi; undefined where there is none, with the reason. */
export async function loadMallocTrim(): Promise<
  { trim: MallocTrim; reason?: undefined } | { trim?: undefined; reason: string }
> {
  if (process.platform !== 'linux') return { reason: `no glibc on ${process.platform}` };
  try {
    const { default: koffi } = await import('koffi');
    // glibc's soname; musl has no such library (nor malloc_trim), so loading fails there.
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    // On a thread of libuv's pool, not the event loop: it took 4–40 ms on a demo shop (walking every
    // arena), more after a bulk import.
    const trim = () =>
      new Promise<boolean>((resolve, reject) => {
        mallocTrim.async(0, (error: Error | null, result: number) =>
          error ? reject(error) : resolve(result === 1),
        );
      });
    return { trim };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface IdleTrimOptions {
  /** How often the process's CPU time is looked at. */
  checkEveryMs: number;
  /** How long the process must have been quiet (no busy check) before a trim. */
  quietMs: number;
  /** The least time between two trims. */
  minIntervalMs: number;
  /**
   * The share of one core (CPU time of all the process's threads over the wall time between two
   * checks) from which a check counts as busy. An idle shop stays under it.
   */
  busyCpuShare: number;
  /**
   * Growth of the resident memory (over its lowest since the last trim) that counts as activity
   * too: work that allocates much for little CPU (a scheduled job's first run loading modules).
   */
  rssGrowthBytes: number;
}

export const IDLE_TRIM_DEFAULTS: IdleTrimOptions = {
  checkEveryMs: 5_000,
  quietMs: 10_000,
  minIntervalMs: 30_000,
  busyCpuShare: 0.02,
  rssGrowthBytes: 16 * 2 ** 20,
};

interface Clock {
  /** Wall time in milliseconds. */
  now(): number;
  /** The process's CPU time (every thread, user and system) in microseconds. */
  cpuMicros(): number;
  /** The process's resident memory in bytes. */
  rss(): number;
}

const processClock: Clock = {
  now: () => performance.now(),
  cpuMicros: () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
  rss: () => process.memoryUsage.rss(),
};

export interface IdleTrimDeps {
  /**
   * Full garbage collections, run before each trim so that what they free goes back with it:
   * the server's own heap and the embedded database thread's. Blocking (a demo shop's main heap
   * took ~40 ms), hence only when quiet.
   */
  collect?: () => Promise<void>;
  load?: typeof loadMallocTrim;
  clock?: Clock;
}

/**
 * Collects and trims once the process has been quiet for `quietMs` after activity (start-up
 * counts as activity): after start-up and seeding, and again after each busy period or growth of
 * the resident memory, at most once every `minIntervalMs`. Busy or quiet is judged by the
 * process's CPU time (all threads), sampled every `checkEveryMs` by an unref'd timer, so it never
 * keeps the process alive and costs no request anything. If glibc's trim cannot be had, it says
 * so once at debug level and goes on collecting (or stops, with nothing to collect).
 */
export class IdleMallocTrimmer {
  private readonly options: IdleTrimOptions;
  private readonly collect: (() => Promise<void>) | undefined;
  private readonly load: typeof loadMallocTrim;
  private readonly clock: Clock;
  private timer: NodeJS.Timeout | undefined;
  private trim: MallocTrim | undefined;
  private loading: Promise<MallocTrim | undefined> | undefined;
  private unavailable = false;
  private checking = false;
  /** Activity seen since the last trim (start-up's own at first). */
  private active = true;
  private quietSince: number;
  private lastTrimAt = Number.NEGATIVE_INFINITY;
  private lastCheckAt: number;
  private lastCpu: number;
  /** The least resident memory seen since the last trim. */
  private lowestRss: number;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'debug'>,
    options: Partial<IdleTrimOptions> = {},
    { collect, load = loadMallocTrim, clock = processClock }: IdleTrimDeps = {},
  ) {
    this.options = { ...IDLE_TRIM_DEFAULTS, ...options };
    this.collect = collect;
    this.load = load;
    this.clock = clock;
    this.lastCheckAt = this.quietSince = clock.now();
    this.lastCpu = clock.cpuMicros();
    this.lowestRss = clock.rss();
  }

  start() {
    if (this.timer || this.retired) return;
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at the process: trims if it has been quiet long enough after activity. */
  async check() {
    if (this.retired || this.checking) return;
    this.checking = true;
    try {
      await this.look();
    } finally {
      this.checking = false;
    }
  }

  private async look() {
    const now = this.clock.now();
    const cpu = this.clock.cpuMicros();
    const elapsedMs = now - this.lastCheckAt;
    const busy =
      elapsedMs > 0 && (cpu - this.lastCpu) / 1000 / elapsedMs >= this.options.busyCpuShare;
    this.lastCheckAt = now;
    this.lastCpu = cpu;
    if (busy) {
      this.active = true;
      this.quietSince = now;
      return;
    }
    const rss = this.clock.rss();
    if (rss - this.lowestRss >= this.options.rssGrowthBytes) this.active = true;
    this.lowestRss = Math.min(this.lowestRss, rss);
    if (!this.active) return;
    if (now - this.quietSince < this.options.quietMs) return;
    if (now - this.lastTrimAt < this.options.minIntervalMs) return;

    const started = performance.now();
    // A database thread that failed or is being closed answers with an error: nothing to collect.
    await this.collect?.().catch((error: unknown) =>
      this.log.debug({ err: error }, 'idle: garbage collection failed'),
    );
    const collectMs = performance.now() - started;
    const trim = await this.loaded();
    let released = false;
    if (trim) {
      try {
        released = await trim();
      } catch (error) {
        this.disable(error);
        if (!this.collect) return;
      }
    } else if (!this.collect) return;
    const rssAfter = this.clock.rss();
    this.log.debug(
      {
        released,
        collectMs: Math.round(collectMs * 10) / 10,
        ms: Math.round((performance.now() - started) * 10) / 10,
        rssBeforeMiB: Math.round(rss / 2 ** 20),
        rssAfterMiB: Math.round(rssAfter / 2 ** 20),
      },
      'idle: garbage collected and free memory given back',
    );
    this.active = false;
    this.lowestRss = rssAfter;
    this.lastTrimAt = this.clock.now();
    // Its own CPU (and koffi's loading) is no activity: the next check starts after it.
    this.lastCheckAt = this.lastTrimAt;
    this.lastCpu = this.clock.cpuMicros();
  }

  private async loaded() {
    if (this.trim || this.unavailable) return this.trim;
    this.loading ??= this.load().then(
      ({ trim, reason }) => {
        if (!trim) this.disable(reason);
        return trim;
      },
      (error: unknown) => {
        this.disable(error);
        return undefined;
      },
    );
    this.trim = await this.loading;
    return this.trim;
  }

  /** Nothing left to do: no trim to be had and nothing to collect. */
  private get retired() {
    return this.unavailable && !this.collect;
  }

  /** No trim to be had: said once; the timer stops unless there are collections to run. */
  private disable(reason: unknown) {
    if (this.unavailable) return;
    this.unavailable = true;
    this.trim = undefined;
    if (!this.collect) this.stop();
    this.log.debug(
      { reason: reason instanceof Error ? reason.message : reason },
      'malloc_trim is not available: idle memory is not trimmed',
    );
  }
}
