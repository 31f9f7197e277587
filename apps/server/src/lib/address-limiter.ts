import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './errors.js';

/**
 * One budget of requests per client address shared by several routes (login, registration,
 * verification, recovery), in fixed windows. The per-route limits of @fastify/rate-limit cannot
 * share a counter between routes, hence this small one. It lives in the process; the durable
 * per-account login limit is in the database.
 */
export function createAddressLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  return async function limitByAddress(request: FastifyRequest, reply: FastifyReply) {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + windowMs;
    }
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count > max) {
      reply.header('Retry-After', Math.ceil((window.resetAt - now) / 1000));
      throw new TooManyRequestsError();
    }
  };
}
