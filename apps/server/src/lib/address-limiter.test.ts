import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressLimiter } from './address-limiter.js';
import { TooManyRequestsError } from './errors.js';
import { closeRedis, openRedis, redisAnswers, type Redis } from './redis.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { info: () => undefined, warn: () => undefined };

const withRedis = await redisAnswers(REDIS_URL);

/** One request from `ip` through the limiter: the answer's status and Retry-After. */
async function ask(limit: ReturnType<typeof createAddressLimiter>, ip: string) {
  const headers: Record<string, unknown> = {};
  const request = { ip, log: quiet } as unknown as FastifyRequest;
  const reply = {
    header: (name: string, value: unknown) => void (headers[name] = value),
  } as unknown as FastifyReply;
  try {
    await limit(request, reply);
    return { status: 200, retryAfter: headers['Retry-After'] };
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return { status: 429, retryAfter: headers['Retry-After'] };
  }
}

describe('createAddressLimiter', () => {
  it('counts each address in its own window, in the process without Redis', async () => {
    const limit = createAddressLimiter({ name: 'test', max: 2, windowMs: 60_000 });
    const other = createAddressLimiter({ name: 'test', max: 2, windowMs: 60_000 });
    expect((await ask(limit, '10.0.0.1')).status).toBe(200);
    expect((await ask(limit, '10.0.0.1')).status).toBe(200);
    expect(await ask(limit, '10.0.0.1')).toEqual({ status: 429, retryAfter: 60 });
    expect((await ask(limit, '10.0.0.2')).status).toBe(200);
    // Another process (here: another limiter) has its own count.
    expect((await ask(other, '10.0.0.1')).status).toBe(200);
  });

  describe.skipIf(!withRedis)(`with Redis at ${REDIS_URL}`, () => {
    const prefix = `kramik-test-${randomUUID().slice(0, 8)}:`;
    let nodeA: Redis;
    let nodeB: Redis;
    beforeAll(async () => {
      nodeA = await openRedis({ url: REDIS_URL, keyPrefix: prefix }, quiet);
      nodeB = await openRedis({ url: REDIS_URL, keyPrefix: prefix }, quiet);
    });
    afterAll(async () => {
      const keys = await nodeA.keys(`${prefix}*`);
      // The client adds its prefix to the keys it is given.
      if (keys.length > 0) await nodeA.del(...keys.map((key) => key.slice(prefix.length)));
      await Promise.all([closeRedis(nodeA), closeRedis(nodeB)]);
    });

    it('shares one budget per address between nodes, expiring with its window', async () => {
      const onA = createAddressLimiter({ name: 'auth', max: 3, windowMs: 60_000, redis: nodeA });
      const onB = createAddressLimiter({ name: 'auth', max: 3, windowMs: 60_000, redis: nodeB });
      const statuses = [];
      for (const limit of [onA, onB, onA, onB])
        statuses.push((await ask(limit, '10.1.0.1')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await ask(onA, '10.1.0.1');
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(55);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
      expect(await nodeA.pttl('limit:auth:10.1.0.1')).toBeGreaterThan(55_000);
      // Another budget's name counts apart.
      const contact = createAddressLimiter({
        name: 'contact',
        max: 1,
        windowMs: 1_000,
        redis: nodeB,
      });
      expect((await ask(contact, '10.1.0.1')).status).toBe(200);
    });
  });

  it('lets requests through when Redis does not answer', async () => {
    // Nothing listens on port 1.
    const away = await openRedis({ url: 'redis://127.0.0.1:1', keyPrefix: 'kramik-test:' }, quiet);
    try {
      const limit = createAddressLimiter({ name: 'auth', max: 1, windowMs: 60_000, redis: away });
      expect((await ask(limit, '10.2.0.1')).status).toBe(200);
      expect((await ask(limit, '10.2.0.1')).status).toBe(200);
    } finally {
      away.disconnect();
    }
  });
});
