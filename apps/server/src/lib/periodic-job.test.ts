import { expect, it } from 'vitest';
import { KickableJob, PeriodicJob } from './periodic-job.js';

it('runs one at a time, logs a failure instead of throwing, and stops after a run in progress', async () => {
  const errors: string[] = [];
  let runs = 0;
  let release!: () => void;
  const job = new PeriodicJob(
    'test job',
    async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
      if (runs === 1) throw new Error('broken');
    },
    { error: (_data: unknown, message: string) => errors.push(message) } as never,
  );
  const first = job.run();
  expect(job.run()).toBe(first);
  release();
  await first;
  expect(runs).toBe(1);
  expect(errors).toEqual(['test job failed']);

  job.start(60_000);
  expect(runs).toBe(2);
  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect(errors).toHaveLength(1);
});

it('runs a kicked job once more after a run that was kicked meanwhile, and never after stop', async () => {
  const errors: string[] = [];
  let runs = 0;
  const releases: (() => void)[] = [];
  const job = new KickableJob(
    'kicked job',
    async () => {
      runs++;
      await new Promise<void>((resolve) => releases.push(resolve));
      if (runs === 1) throw new Error('broken');
    },
    { error: (_data: unknown, message: string) => errors.push(message) } as never,
  );
  job.kick();
  job.kick();
  job.kick();
  expect(runs).toBe(1);
  releases.shift()!();
  await new Promise((resolve) => setTimeout(resolve, 10));
  // Three kicks during one run make one more run, not two; the failure is logged.
  expect(runs).toBe(2);
  expect(errors).toEqual(['kicked job failed']);
  let idle = false;
  const idling = job.idle().then(() => (idle = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(idle).toBe(false);
  releases.shift()!();
  await idling;
  expect(runs).toBe(2);

  job.start(60_000);
  expect(runs).toBe(3);
  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  job.kick();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stopped).toBe(false);
  releases.shift()!();
  await stopping;
  job.kick();
  expect(runs).toBe(3);
  expect(errors).toHaveLength(1);
});
