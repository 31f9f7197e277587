import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { applyEvent } from '../modules/payments/notifications.js';
import { createTestApp, useTestApp } from '../../test/helpers.js';
import { paymentsDepsOf } from '../../test/marketplace.js';

const TOKEN = 'metrics-token-0123456789abcdef';
// Emulator mode: the payment notification outbox (the sandboxes' deliveries) exists too.
const ctx = useTestApp({ METRICS_TOKEN: TOKEN, PAYMENTS_MODE: 'emulator' });

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one series in a scrape, by its name and exact labels as printed. */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const off = await createTestApp();
    const response = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    const withToken = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });

  it('asks for the token: none, a wrong one, or a session token is 401', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      `Bearer ${randomUUID()}`,
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('kramik_');
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE kramik_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts requests and their durations by route pattern and status, never by raw URL', async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: `/api/no-such-call/${id}` });
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(body).not.toContain(id);
    expect(
      valueOf(
        body,
        'kramik_http_requests_total{method="GET",route="/api/products/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      valueOf(
        body,
        'kramik_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      valueOf(
        body,
        'kramik_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      valueOf(
        body,
        'kramik_http_requests_total{method="GET",route="/api/health/live",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      valueOf(body, 'kramik_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('tells the database pool and the queues: depth and age of the oldest item', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    expect(valueOf(before.body, 'kramik_queue_depth{queue="mail_outbox"}')).toBe(0);
    expect(valueOf(before.body, 'kramik_queue_oldest_age_seconds{queue="mail_outbox"}')).toBe(0);
    for (const queue of [
      'mail_outbox_failed',
      'payment_notification_deliveries',
      'payments_pending',
      'refunds_pending',
      'orders_awaiting_payment',
    ]) {
      expect(valueOf(before.body, `kramik_queue_depth{queue="${queue}"}`), queue).toBe(0);
    }
    expect(valueOf(before.body, 'kramik_metrics_database_failed')).toBe(0);

    const mail = {
      subject: 'Hello',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
    };
    await ctx.database.db.insert(mailOutbox).values([
      { ...mail, recipient: 'a@example.com', createdAt: sql`now() - interval '10 minutes'` },
      { ...mail, recipient: 'b@example.com' },
      { ...mail, recipient: 'c@example.com', status: 'failed' },
    ]);
    const after = await scrape(`Bearer ${TOKEN}`);
    expect(valueOf(after.body, 'kramik_queue_depth{queue="mail_outbox"}')).toBe(2);
    const age = valueOf(after.body, 'kramik_queue_oldest_age_seconds{queue="mail_outbox"}');
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(900);
    expect(valueOf(after.body, 'kramik_queue_depth{queue="mail_outbox_failed"}')).toBe(1);
    if (process.env.TEST_DB === 'postgres') {
      expect(valueOf(after.body, 'kramik_db_pool_max')).toBe(4);
      expect(valueOf(after.body, 'kramik_db_pool_waiting')).toBe(0);
    }
  });

  it('counts payment notifications by operator and result, rejected ones too', async () => {
    const series = (operator: string, outcome: string) =>
      `kramik_payment_notifications_total{operator="${operator}",outcome="${outcome}"}`;
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const event = {
      paymentRef: randomUUID(),
      operatorPaymentId: `OP-${randomUUID()}`,
      status: 'paid' as const,
      amount: 1000,
      currency: 'EUR',
      eventKey: `event-${randomUUID()}`,
    };
    const deps = paymentsDepsOf(ctx);
    expect(await applyEvent(deps, 'payu', event, '{}')).toBe('unknown');
    expect(await applyEvent(deps, 'payu', event, '{}')).toBe('duplicate');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notify/autopay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'transactions=not-base64!',
    });
    expect(forged.statusCode).toBe(400);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    const grew = (operator: string, outcome: string) =>
      (valueOf(after, series(operator, outcome)) ?? 0) -
      (valueOf(before, series(operator, outcome)) ?? 0);
    expect(grew('payu', 'unknown')).toBe(1);
    expect(grew('payu', 'duplicate')).toBe(1);
    expect(grew('autopay', 'rejected')).toBe(1);
  });
});
