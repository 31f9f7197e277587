import { expect, it } from 'vitest';
import { PeriodicJob } from './periodic-job.js';

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
