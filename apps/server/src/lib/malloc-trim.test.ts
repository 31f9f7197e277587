import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleMallocTrimmer, loadMallocTrim, type MallocTrim } from './malloc-trim.js';

const MiB = 2 ** 20;
const OPTIONS = {
  checkEveryMs: 5_000,
  quietMs: 10_000,
  minIntervalMs: 60_000,
  busyCpuShare: 0.02,
  rssGrowthBytes: 16 * MiB,
};

/** A trimmer on a made-up clock: `idle` and `busy` move it by one check and look. */
function trimmerOnAClock(
  load: typeof loadMallocTrim,
  clock = { wallMs: 0, cpuMicros: 0, rss: 300 * MiB },
  collect?: () => Promise<void>,
) {
  const log = { debug: vi.fn() };
  const trimmer = new IdleMallocTrimmer(log, OPTIONS, {
    load,
    collect,
    clock: {
      now: () => clock.wallMs,
      cpuMicros: () => clock.cpuMicros,
      rss: () => clock.rss,
    },
  });
  const look = async (cpuMs: number) => {
    clock.wallMs += OPTIONS.checkEveryMs;
    clock.cpuMicros += cpuMs * 1000;
    await trimmer.check();
  };
  return {
    trimmer,
    log,
    clock,
    // 1 % of a core: under the 2 % that counts as busy.
    idle: () => look(50),
    busy: () => look(500),
  };
}

function countingTrim(clock?: { cpuMicros: number; rss: number }) {
  const trim = vi.fn<MallocTrim>(() => {
    // The trim's own CPU time: not activity.
    if (clock) {
      clock.cpuMicros += 400_000;
      clock.rss -= 40 * MiB;
    }
    return Promise.resolve(true);
  });
  return { trim, load: vi.fn(() => Promise.resolve({ trim })) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IdleMallocTrimmer', () => {
  it('trims once start-up has been quiet for quietMs, and not again without activity', async () => {
    const { trim, load } = countingTrim();
    const { idle, busy, log } = trimmerOnAClock(load);
    await busy(); // the database thread's ANALYZE after seeding, say
    await idle();
    expect(trim).not.toHaveBeenCalled();
    await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 40; i++) await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({ released: true }),
      'idle: garbage collected and free memory given back',
    );
  });

  it('trims after each busy period has calmed down, at most once per minIntervalMs', async () => {
    const { trim, load } = countingTrim();
    const { idle, busy } = trimmerOnAClock(load);
    await idle();
    await idle();
    expect(trim).toHaveBeenCalledTimes(1); // at 10 s
    await busy();
    await idle();
    await idle();
    // Quiet again at 25 s, but the last trim was 15 s ago.
    expect(trim).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 8; i++) await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    await idle();
    expect(trim).toHaveBeenCalledTimes(2); // at 70 s
    // Busy throughout: never.
    for (let i = 0; i < 30; i++) await busy();
    expect(trim).toHaveBeenCalledTimes(2);
    await idle();
    await idle();
    expect(trim).toHaveBeenCalledTimes(3);
  });

  it('does not take its own trim for activity', async () => {
    const clock = { wallMs: 0, cpuMicros: 0, rss: 300 * MiB };
    const { trim, load } = countingTrim(clock);
    const { idle } = trimmerOnAClock(load, clock);
    await idle();
    await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 30; i++) await idle();
    expect(trim).toHaveBeenCalledTimes(1);
  });

  it('counts growth of the resident memory as activity, even for little CPU', async () => {
    const clock = { wallMs: 0, cpuMicros: 0, rss: 300 * MiB };
    const { trim, load } = countingTrim(clock);
    const { idle } = trimmerOnAClock(load, clock);
    await idle();
    await idle();
    expect(trim).toHaveBeenCalledTimes(1); // at 10 s, down to 260 MiB
    for (let i = 0; i < 20; i++) await idle();
    clock.rss += 15 * MiB; // under 16 MiB over the lowest since the trim
    for (let i = 0; i < 20; i++) await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    clock.rss = 250 * MiB; // V8 gave pages back: the lowest is now 250 MiB
    await idle();
    clock.rss = 265 * MiB;
    await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    clock.rss = 266 * MiB; // 16 MiB over the lowest
    await idle();
    expect(trim).toHaveBeenCalledTimes(2);
  });

  it('collects the heaps first, so that what they free goes back with the trim', async () => {
    const clock = { wallMs: 0, cpuMicros: 0, rss: 400 * MiB };
    const steps: string[] = [];
    const collect = vi.fn(() => {
      steps.push('collect');
      // A full collection's own CPU: not activity either.
      clock.cpuMicros += 300_000;
      clock.rss -= 100 * MiB;
      return Promise.resolve();
    });
    const trim = vi.fn<MallocTrim>(() => {
      steps.push('trim');
      return Promise.resolve(true);
    });
    const { idle, busy, log } = trimmerOnAClock(() => Promise.resolve({ trim }), clock, collect);
    await idle();
    await idle();
    expect(steps).toEqual(['collect', 'trim']);
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({ released: true, rssBeforeMiB: 400, rssAfterMiB: 300 }),
      'idle: garbage collected and free memory given back',
    );
    for (let i = 0; i < 30; i++) await idle();
    expect(collect).toHaveBeenCalledTimes(1);
    await busy();
    await idle();
    await idle();
    expect(steps).toEqual(['collect', 'trim', 'collect', 'trim']);
  });

  it('without glibc it goes on collecting after each busy period', async () => {
    const collect = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve({ reason: 'no glibc on darwin' }));
    const { trimmer, idle, busy, log } = trimmerOnAClock(load, undefined, collect);
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    trimmer.start();
    await idle();
    await idle();
    expect(collect).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledWith(
      { reason: 'no glibc on darwin' },
      'malloc_trim is not available: idle memory is not trimmed',
    );
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({ released: false }),
      'idle: garbage collected and free memory given back',
    );
    expect(clearInterval).not.toHaveBeenCalled();
    for (let i = 0; i < 12; i++) await idle();
    await busy();
    await idle();
    await idle();
    expect(collect).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    trimmer.stop();
  });

  it('a collection that fails is logged, and the trim still runs', async () => {
    const { trim, load } = countingTrim();
    const collect = vi.fn(() => Promise.reject(new Error('The database thread stopped')));
    const { idle, log } = trimmerOnAClock(load, undefined, collect);
    await idle();
    await idle();
    expect(trim).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'The database thread stopped' }) as Error },
      'idle: garbage collection failed',
    );
  });

  it('without glibc or koffi: says so once at debug level and stops', async () => {
    const load = vi.fn(() => Promise.resolve({ reason: 'no glibc on darwin' }));
    const { trimmer, idle, log } = trimmerOnAClock(load);
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    trimmer.start();
    for (let i = 0; i < 30; i++) await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledWith(
      { reason: 'no glibc on darwin' },
      'malloc_trim is not available: idle memory is not trimmed',
    );
    expect(clearInterval).toHaveBeenCalled();
    trimmer.start(); // no timer again
    trimmer.stop();
  });

  it('a loader or a trim that fails turns it off the same way', async () => {
    const failing = trimmerOnAClock(() => Promise.reject(new Error('cannot load koffi')));
    for (let i = 0; i < 30; i++) await failing.idle();
    expect(failing.log.debug).toHaveBeenCalledTimes(1);
    expect(failing.log.debug).toHaveBeenCalledWith(
      { reason: 'cannot load koffi' },
      'malloc_trim is not available: idle memory is not trimmed',
    );

    const trim = vi.fn<MallocTrim>(() => Promise.reject(new Error('symbol lookup error')));
    const throwing = trimmerOnAClock(() => Promise.resolve({ trim }));
    for (let i = 0; i < 30; i++) await throwing.busy();
    for (let i = 0; i < 30; i++) await throwing.idle();
    expect(trim).toHaveBeenCalledTimes(1);
    expect(throwing.log.debug).toHaveBeenCalledTimes(1);
    expect(throwing.log.debug).toHaveBeenCalledWith(
      { reason: 'symbol lookup error' },
      'malloc_trim is not available: idle memory is not trimmed',
    );
  });

  it("looks from an unref'd timer, which never keeps the process alive", () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const trimmer = new IdleMallocTrimmer({ debug: vi.fn() }, OPTIONS);
    trimmer.start();
    trimmer.start();
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), OPTIONS.checkEveryMs);
    const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    trimmer.stop();
  });
});

describe('loadMallocTrim', () => {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  const glibc = process.platform === 'linux' && Boolean(report.header?.glibcVersionRuntime);

  it.runIf(glibc)("calls glibc's malloc_trim through koffi, off the event loop", async () => {
    const { trim, reason } = await loadMallocTrim();
    expect(reason).toBeUndefined();
    const released = trim!();
    expect(released).toBeInstanceOf(Promise);
    expect(typeof (await released)).toBe('boolean');
  });

  it.skipIf(glibc)('answers why not where there is no glibc', async () => {
    const { trim, reason } = await loadMallocTrim();
    expect(trim).toBeUndefined();
    expect(reason).toEqual(expect.any(String));
  });
});
