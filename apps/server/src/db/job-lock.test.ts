import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { openDatabase } from './client.js';
import { localJobLocks } from './job-lock.js';

/** A promise with its resolve, to hold a job running until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('background job locks', () => {
  it('makes a process run a job one run at a time, each asked run after the one before', async () => {
    const locks = localJobLocks();
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`${name} end`);
    };
    const failing = async () => {
      log.push('failing');
      throw new Error('boom');
    };
    const runs = [
      locks.run('job', job('first')),
      locks.run('job', failing),
      locks.run('job', job('second')),
    ];
    await expect(runs[1]).rejects.toThrow('boom');
    expect(await Promise.all([runs[0], runs[2]])).toEqual([true, true]);
    expect(log).toEqual(['first start', 'first end', 'failing', 'second start', 'second end']);
  });

  it.skipIf(!inject('postgresTemplate'))(
    'lets one node of two run a job while the other skips it (PostgreSQL)',
    async () => {
      const ctx = await createTestApp();
      const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
      const url = (pool.options as { connectionString: string }).connectionString;
      const other = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        const held = gate();
        const started = gate();
        const first = ctx.database.runAlone('payments', async () => {
          started.open();
          await held.opened;
        });
        await started.opened;
        let ran = false;
        expect(await other.runAlone('payments', async () => void (ran = true))).toBe(false);
        expect(ran).toBe(false);
        // Another job is not held by it.
        expect(await other.runAlone('mail', async () => undefined)).toBe(true);
        held.open();
        expect(await first).toBe(true);
        expect(await other.runAlone('payments', async () => void (ran = true))).toBe(true);
        expect(ran).toBe(true);
      } finally {
        await other.close();
      }
    },
  );
});
