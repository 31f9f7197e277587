import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APP_VERSION,
  LivenessSchema,
  ReadinessSchema,
  type Readiness,
  type ReadinessCheckResult,
} from '@kramik/contract';
import { migrationsFolder, rowsOf, type DatabaseHandle } from '../db/client.js';
import { route } from './route.js';

/**
 * One readiness check: resolves when what it checks answers, throws (or rejects) when it does
 * not. The signal aborts once the check has taken too long (`timeoutMs`), so that a client that
 * takes one may give up its call.
 */
export type ReadinessCheck = (signal: AbortSignal) => Promise<unknown>;

export interface ReadinessCheckOptions {
  /** How long the check may take before it counts as failed; 2 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;

interface RegisteredCheck {
  check: ReadinessCheck;
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks `/api/health/ready` runs, by name (see `registerReadinessCheck`). */
    readinessChecks: Map<string, RegisteredCheck>;
  }
}

/**
 * Adds a check to `/api/health/ready` under `name` (shown in its answer: `redis`, `s3`, …): on the
 * app itself at any time, or on a plugin's instance once `registerHealth` ran (buildApp calls it
 * before the modules). A second check under the same name replaces the first.
 */
export function registerReadinessCheck(
  app: FastifyInstance,
  name: string,
  check: ReadinessCheck,
  options: ReadinessCheckOptions = {},
) {
  checksOf(app).set(name, { check, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
}

function checksOf(app: FastifyInstance) {
  if (!app.hasDecorator('readinessChecks'))
    app.decorate('readinessChecks', new Map<string, RegisteredCheck>());
  return app.readinessChecks;
}

/**
 * The process's and the node's health for orchestrators and load balancers: `/api/health/live`
 * (the process answers; restart it when it does not) and `/api/health/ready` (send it traffic:
 * the database answers and is migrated, and what other checks were registered pass). Neither is
 * rate-limited. `/api/health` (site routes) stays as it was. Call before the modules are
 * registered, so that they may add their checks.
 */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle) {
  checksOf(app);
  registerReadinessCheck(app, 'database', () => database.ping());
  registerReadinessCheck(app, 'migrations', migrationsApplied(database));
  return app.register(healthRoutes());
}

function healthRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const unlimited = <T extends { config: object }>(options: T) => ({
      ...options,
      config: { ...options.config, rateLimit: false as const },
    });
    app.get(
      '/api/health/live',
      unlimited(
        route('public', 'site', 'Liveness: the process is up (restart it when this fails)', {
          response: { 200: LivenessSchema },
        }),
      ),
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          status: 'ok' as const,
          version: APP_VERSION,
          uptimeSeconds: Math.floor(process.uptime()),
        };
      },
    );

    app.get(
      '/api/health/ready',
      unlimited(
        route(
          'public',
          'site',
          'Readiness: the database (migrated), and Redis and S3 when configured, answer',
          { response: { 200: ReadinessSchema, 503: ReadinessSchema } },
        ),
      ),
      async (request, reply) => {
        const entries = [...app.readinessChecks.entries()];
        const results = await Promise.all(
          entries.map(async ([name, registered]) => {
            const result = await runCheck(registered);
            if (result.error !== undefined)
              request.log.warn({ check: name, err: result.error }, 'readiness check failed');
            return [name, result.state] as const;
          }),
        );
        const checks = Object.fromEntries(results);
        const ready = results.every(([, state]) => state === 'ok');
        reply.header('Cache-Control', 'no-store');
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not ready',
          checks,
        } satisfies Readiness);
      },
    );
  };
}

async function runCheck({
  check,
  timeoutMs,
}: RegisteredCheck): Promise<{ state: ReadinessCheckResult; error?: unknown }> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`readiness check timed out after ${timeoutMs} ms`));
      resolve('timed out');
    }, timeoutMs);
  });
  try {
    const outcome = await Promise.race([
      Promise.resolve()
        .then(() => check(controller.signal))
        .then(() => 'ok' as const),
      timedOut,
    ]);
    return outcome === 'ok'
      ? { state: 'ok' }
      : { state: 'timed out', error: controller.signal.reason };
  } catch (error) {
    return { state: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the database holds this build's migrations: the newest one in the migrations folder is
 * applied (drizzle's journal of applied migrations keeps each one's timestamp). A database
 * migrated further by a newer build (a rolling upgrade) passes. Once passed, it is not asked again.
 */
function migrationsApplied(database: DatabaseHandle): ReadinessCheck {
  let passed = false;
  let newest: Promise<number> | undefined;
  return async () => {
    if (passed) return;
    newest ??= fs
      .readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')
      .then((text) => {
        const journal = JSON.parse(text) as { entries: { when: number }[] };
        return Math.max(0, ...journal.entries.map((entry) => entry.when));
      })
      .catch((error: unknown) => {
        newest = undefined;
        throw error;
      });
    const [row] = rowsOf<{ applied: string | null }>(
      await database.db.execute(
        sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
      ),
    );
    const applied = Number(row?.applied ?? 0);
    if (applied < (await newest))
      throw new Error('the database lacks migrations of this build (still migrating?)');
    passed = true;
  };
}
