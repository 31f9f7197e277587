import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, LivenessSchema, ReadinessSchema } from '@kramik/contract';
import { createTestApp, useTestApp } from '../../test/helpers.js';
import { registerReadinessCheck } from './health.js';

// A low limit: the health routes must never meet it.
const ctx = useTestApp({ RATE_LIMIT_MAX: '2' });

describe('GET /api/health/live', () => {
  it('answers that the process is up, its version and uptime, never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = LivenessSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', version: APP_VERSION });
  });
});

describe('GET /api/health/ready', () => {
  it('answers ready when the database answers and holds every migration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ReadinessSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('ignores a query string (no input, never a 400 or a 500)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/ready?verbose=%00%ff&x[]=1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('is not ready while the database lacks a migration of this build, or does not answer (live still is)', async () => {
    const damaged = await createTestApp();
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await damaged.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest}`,
    );
    const behind = await damaged.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'failed' },
    });

    damaged.database.ping = () => Promise.reject(new Error('connection refused'));
    const down = await damaged.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().checks).toMatchObject({ database: 'failed' });
    expect(down.body).not.toContain('connection refused');
    const live = await damaged.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it('is never rate-limited (load balancers poll it)', async () => {
    for (let i = 0; i < 5; i += 1) {
      for (const url of ['/api/health/live', '/api/health/ready']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    }
  });

  // Last: it adds checks to the file's app.
  it('runs the checks other parts register (Redis, S3): a failing or slow one makes it 503', async () => {
    const other = ctx;
    let calls = 0;
    registerReadinessCheck(other.app, 'redis', async () => {
      calls += 1;
    });
    let aborted: AbortSignal | undefined;
    registerReadinessCheck(
      other.app,
      's3',
      (signal) =>
        new Promise((resolve) => {
          aborted = signal;
          signal.addEventListener('abort', () => resolve(undefined));
        }),
      { timeoutMs: 50 },
    );
    const slow = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok', s3: 'timed out' },
    });
    expect(aborted?.aborted).toBe(true);
    expect(calls).toBe(1);

    // The same name again replaces the check; one that throws is "failed".
    registerReadinessCheck(other.app, 's3', async () => {
      throw new Error('NoSuchBucket');
    });
    const failing = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json().checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      redis: 'ok',
      s3: 'failed',
    });
    // The cause is in the log only: the answer names no host or error.
    expect(failing.body).not.toContain('NoSuchBucket');

    registerReadinessCheck(other.app, 's3', async () => undefined);
    const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
  });
});
