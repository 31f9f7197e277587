import { z } from 'zod';

/** `GET /api/health/live`: the process is up and answers (it asks nothing of the database). */
export const LivenessSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  /** Seconds since the process started. */
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Liveness = z.infer<typeof LivenessSchema>;

/** What one readiness check found; the cause of a failure goes to the log, not to the caller. */
export const ReadinessCheckResultSchema = z.enum(['ok', 'failed', 'timed out']);
export type ReadinessCheckResult = z.infer<typeof ReadinessCheckResultSchema>;

/**
 * `GET /api/health/ready`: whether this node should get traffic: 200 when every check passes
 * (the database, its migrations, and Redis and S3 when configured), else 503 with the same body.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  /** Each check by name (`database`, `migrations`, `redis`, `s3`, …). */
  checks: z.record(z.string(), ReadinessCheckResultSchema),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
