import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { useTestApp } from '../../../../test/helpers.js';
import { queueDelivery, SandboxDeliveryWorker } from './common.js';

const ctx = useTestApp();

describe('sandbox notifications', () => {
  it('go out in the order they were queued, even from one transaction', async () => {
    const notification = (body: string) => ({
      operator: 'autopay' as const,
      url: 'http://127.0.0.1:9/itn',
      headers: {},
      body,
    });
    await ctx.database.db.transaction(async (tx) => {
      await queueDelivery(tx, notification('PENDING'));
      await queueDelivery(tx, notification('SUCCESS'));
    });
    // The worker sends due notifications by due time: two equal times could go out swapped.
    const queued = rowsOf<{ body: string; rank: number }>(
      await ctx.database.db.execute(sql`
        SELECT body, dense_rank() OVER (ORDER BY next_attempt_at)::int AS rank
          FROM sandbox_deliveries ORDER BY next_attempt_at`),
    );
    expect(queued).toEqual([
      { body: 'PENDING', rank: 1 },
      { body: 'SUCCESS', rank: 2 },
    ]);
  });

  it('are due at once, by the clock of the database that stamped them', async () => {
    await ctx.database.db.execute(sql`DELETE FROM sandbox_deliveries`);
    const worker = new SandboxDeliveryWorker(ctx.database.db, { warn: () => {}, error: () => {} });
    // Nothing listens on port 9: each attempt is counted and fails.
    for (let i = 0; i < 20; i++) {
      await queueDelivery(ctx.database.db, {
        operator: 'payu',
        url: 'http://127.0.0.1:9/notify',
        headers: {},
        body: String(i),
      });
      await worker.drain();
    }
    const attempts = rowsOf<{ attempts: number }>(
      await ctx.database.db.execute(sql`SELECT attempts FROM sandbox_deliveries`),
    );
    // Every one was tried at its drain (a slow machine may already have retried some: the first
    // retry is due a second later).
    expect(attempts).toHaveLength(20);
    expect(attempts.filter((row) => row.attempts < 1)).toEqual([]);
  });

  it('are not sent twice while a send is under way, and are sent again when it never ended', async () => {
    await ctx.database.db.execute(sql`DELETE FROM sandbox_deliveries`);
    // A shop that takes the notification and does not answer, as if the sandbox died mid-send.
    const held: http.ServerResponse[] = [];
    const shop = http.createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const { port } = shop.address() as AddressInfo;
    const quiet = { warn: () => {}, error: () => {} };
    try {
      await queueDelivery(ctx.database.db, {
        operator: 'payu',
        url: `http://127.0.0.1:${port}/notify`,
        headers: {},
        body: 'PAID',
      });
      const first = new SandboxDeliveryWorker(ctx.database.db, quiet).drain();
      await expect.poll(() => held.length).toBe(1);
      // Another node's worker, or the next run here, leaves it alone while the send may finish…
      const other = new SandboxDeliveryWorker(ctx.database.db, quiet);
      await other.drain(new Date(Date.now() + 14_000));
      expect(held).toHaveLength(1);
      // …and sends it once the claim has lapsed (the send's timeout and its recording).
      const again = other.drain(new Date(Date.now() + 16_000));
      await expect.poll(() => held.length).toBe(2);
      for (const response of held) response.end();
      await Promise.all([first, again]);
    } finally {
      shop.closeAllConnections();
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});
