import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './errors.js';
import { hitWindow, type Redis } from './redis.js';

export interface AddressLimiterOptions {
  /** Names the budget's keys in Redis (`limit:<name>:<address>`). */
  name: string;
  max: number;
  windowMs: number;
  /** Where several app nodes count together (`REDIS_URL`); without it, in this process. */
  redis?: Redis | undefined;
}

/**
 * One budget of requests per client address shared by several routes (login, registration,
 * verification, recovery), in fixed windows. The per-route limits of @fastify/rate-limit cannot
 * share a counter between routes, hence this small one. With Redis every node counts in the same
 * window; without it the count lives in the process (one node). When Redis does not answer, the
 * request goes through (the durable per-account login limit is in the database).
 */
export function createAddressLimiter({ name, max, windowMs, redis }: AddressLimiterOptions) {
  const hit = redis
    ? (address: string) => hitWindow(redis, `limit:${name}:${address}`, windowMs)
    : memoryWindows(windowMs);

  return async function limitByAddress(request: FastifyRequest, reply: FastifyReply) {
    let window: { count: number; resetInMs: number };
    try {
      window = await hit(request.ip);
    } catch (error) {
      request.log.warn({ err: error, limit: name }, 'address limit not counted (Redis)');
      return;
    }
    if (window.count > max) {
      reply.header('Retry-After', Math.max(1, Math.ceil(window.resetInMs / 1000)));
      throw new TooManyRequestsError();
    }
  };
}

/** Fixed windows per address in this process, swept once a window. */
function memoryWindows(windowMs: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;
  return async (address: string) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + windowMs;
    }
    let window = windows.get(address);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(address, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  };
}
