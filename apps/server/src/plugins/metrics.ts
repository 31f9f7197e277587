// The schema's `hide` (kept out of the API documents) is @fastify/swagger's.
import type {} from '@fastify/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config/env.js';
import { rowsOf, type DatabaseHandle } from '../db/client.js';
import { mailOutbox, orders, payments, refunds, sandboxDeliveries } from '../db/schema/index.js';

/**
 * What happens anywhere in this process, counted where it happens (one app per process in
 * production; tests share it). Served by every app's `/metrics` beside the app's own metrics.
 */
const processRegistry = new Registry();

/** Payment operators' notifications by operator and by what handling them did. */
export const paymentNotificationsTotal = new Counter({
  name: 'kramik_payment_notifications_total',
  help:
    "Payment operators' notifications by operator and result: applied, duplicate, ignored " +
    '(the payment was final), mismatch (paid amount or currency not the payment’s), unknown ' +
    '(no such payment), rejected (bad signature)',
  labelNames: ['operator', 'outcome'] as const,
  registers: [processRegistry],
});

let processMetricsStarted = false;

/** Seconds: from 5 ms (a cached page) to 10 s (the slowest uploads). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The queues the background workers drain, each with where its oldest item's age is read from:
 * a growing depth or age means a worker is not keeping up (or not running on any node).
 */
const queueSql = sql`
  select 'mail_outbox' as queue, count(*)::int as depth,
    extract(epoch from now() - min(${mailOutbox.createdAt}))::float8 as oldest
    from ${mailOutbox} where ${mailOutbox.status} = 'pending'
  union all
  select 'mail_outbox_failed', count(*)::int,
    extract(epoch from now() - min(${mailOutbox.createdAt}))::float8
    from ${mailOutbox} where ${mailOutbox.status} = 'failed'
  union all
  select 'payment_notification_deliveries', count(*)::int,
    extract(epoch from now() - min(${sandboxDeliveries.createdAt}))::float8
    from ${sandboxDeliveries} where ${sandboxDeliveries.deliveredAt} is null
  union all
  select 'payments_pending', count(*)::int,
    extract(epoch from now() - min(${payments.createdAt}))::float8
    from ${payments} where ${payments.status} in ('created', 'pending')
  union all
  select 'refunds_pending', count(*)::int,
    extract(epoch from now() - min(${refunds.createdAt}))::float8
    from ${refunds} where ${refunds.status} in ('requested', 'pending')
  union all
  select 'orders_awaiting_payment', count(*)::int,
    extract(epoch from now() - min(${orders.createdAt}))::float8
    from ${orders} where ${orders.status} = 'awaiting_payment'
`;

/**
 * `/metrics` in Prometheus's text format, when `METRICS_TOKEN` is set (else nothing: 404, and no
 * request is timed): asked with `Authorization: Bearer <METRICS_TOKEN>`, anything else 401.
 * Requests by method, route pattern (never the raw URL: one series per route) and status, with
 * their durations; the database connections; the depth and oldest item's age of each queue the
 * workers drain (read from the database at each scrape, so every node answers for the whole
 * shop); payment notifications by result; and Node's own (memory, CPU, event loop lag, GC).
 * Call before the routes are registered: its hook reaches only the routes registered after it.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, config: Config) {
  const token = config.metricsToken;
  if (!token) return;
  if (!processMetricsStarted) {
    collectDefaultMetrics({ register: processRegistry });
    processMetricsStarted = true;
  }
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'kramik_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'kramik_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const pool = {
    max: gauge(registry, 'kramik_db_pool_max', 'Connections the database pool may open'),
    busy: gauge(registry, 'kramik_db_pool_busy', 'Database connections running a query'),
    idle: gauge(registry, 'kramik_db_pool_idle', 'Open database connections waiting for work'),
    waiting: gauge(
      registry,
      'kramik_db_pool_waiting',
      'Queries waiting for a free database connection',
    ),
  };
  const depth = new Gauge({
    name: 'kramik_queue_depth',
    help: 'Items waiting in a background queue (mail_outbox_failed: mails given up on)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const age = new Gauge({
    name: 'kramik_queue_oldest_age_seconds',
    help: 'Age of the oldest item waiting in a background queue (0 when empty)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const scrapeFailed = gauge(
    registry,
    'kramik_metrics_database_failed',
    '1 when the last scrape could not read the queues from the database',
  );

  const refresh = async () => {
    const stats = database.poolStats?.();
    if (stats)
      for (const key of Object.keys(pool) as (keyof typeof pool)[]) pool[key].set(stats[key]);
    try {
      const rows = rowsOf<{ queue: string; depth: number; oldest: number | null }>(
        await database.db.execute(queueSql),
      );
      for (const row of rows) {
        depth.set({ queue: row.queue }, Number(row.depth));
        age.set({ queue: row.queue }, Math.max(0, Number(row.oldest ?? 0)));
      }
      scrapeFailed.set(0);
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: could not read the queues');
      scrapeFailed.set(1);
    }
  };

  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      // Compared as digests of equal length, in constant time.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .header('Cache-Control', 'no-store')
          .type('text/plain')
          .send('unauthorized');
      }
      await refresh();
      const merged = Registry.merge([registry, processRegistry]);
      reply.header('Cache-Control', 'no-store').type(merged.contentType);
      return merged.metrics();
    },
  );
}

function gauge(registry: Registry, name: string, help: string) {
  return new Gauge({ name, help, registers: [registry] });
}

function digest(text: string) {
  return createHash('sha256').update(text).digest();
}

/** The route's pattern (`/api/products/:id`); requests no route matched share one label. */
function routeLabel(request: FastifyRequest) {
  return request.routeOptions.url ?? 'unmatched';
}
