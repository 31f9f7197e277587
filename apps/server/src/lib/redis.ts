import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/**
 * ioredis is loaded when a client is opened, not when the server starts: a node without
 * `REDIS_URL` never uses it (about 4 MiB resident; docs/benchmarks.md, the idle shop's memory).
 */
const loadRedis = () => import('ioredis').then((module) => module.Redis);

/**
 * The node's Redis client when `REDIS_URL` is set: the counters several app nodes must share (the
 * rate limiter's and the per-address budgets, `address-limiter.ts`). Every key starts with
 * `REDIS_KEY_PREFIX`, so several shops (or test runs) can share one Redis. A command waits at most
 * a second and is not retried past one reconnection: when Redis is away the limits let requests
 * through (logged once per outage) rather than hold the shop.
 */
export async function openRedis(
  options: { url: string; keyPrefix: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  const Redis = await loadRedis();
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    // Reconnect soon, but not in a tight loop while Redis is down.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable: shared limits let requests through');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
  defineWindowHit(client);
  return client;
}

/** The readiness check: resolves when Redis answers a PING, throws when it does not. */
export async function pingRedis(client: Redis) {
  const answer: string = await client.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
}

/** Whether a Redis answers at `url` within a second (tests and the benchmark look first). */
export async function redisAnswers(url: string) {
  const Redis = await loadRedis();
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Closes the connection, sending what is queued first; never rejects. */
export async function closeRedis(client: Redis) {
  await client.quit().catch(() => client.disconnect());
}

/**
 * One hit in a fixed window, atomically: the count so far and the milliseconds until the window
 * ends (the key expires with its window).
 */
const WINDOW_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type WindowHitClient = Redis & {
  kramikWindowHit(key: string, windowMs: number): Promise<[number, number]>;
};

function defineWindowHit(client: Redis) {
  client.defineCommand('kramikWindowHit', { numberOfKeys: 1, lua: WINDOW_HIT });
}

/** Counts one hit on `key` (under the client's prefix) in a window of `windowMs`. */
export async function hitWindow(client: Redis, key: string, windowMs: number) {
  const [count, resetInMs] = await (client as WindowHitClient).kramikWindowHit(key, windowMs);
  return { count, resetInMs };
}
