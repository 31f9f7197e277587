/**
 * `--nodes N`: the catalog API served by N server processes (`server.ts`, as `npm start` runs
 * it) on the benchmark's PostgreSQL database, sharing their counters in Redis, measured against
 * one of them alone in the same run: autocannon's connections spread over the N nodes, as a load
 * balancer spreads them, or all on the first node.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startServer } from '../../../e2e/fixtures/server.js';
import { combine, loadTest, type Figures } from './measure.js';
import { cleanups, log, type Options } from './options.js';

export interface NodesResult {
  count: number;
  /** PostgreSQL connections of each node. */
  pool: number;
  /** The Redis the nodes shared their counters in, or null (each counted its own). */
  redis: string | null;
  scenarios: { name: string; one: Figures; all: Figures; scale: number }[];
}

/**
 * Starts `options.nodes` servers on the database, measures every scenario on one node and on all
 * of them in alternating slices (as the API and raw sides are), and stops them.
 */
export async function measureNodes(
  options: Options,
  databaseUrl: string,
  scenarios: { name: string; paths: string[] }[],
): Promise<NodesResult> {
  const redis = options.redis ?? null;
  const prefix = `kramik-bench-${randomUUID().slice(0, 8)}:`;
  // startServer (the journeys' own) sets the rest: a free port, a DATA_DIR of its own, PUBLIC_URL.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    // One client address sends everything.
    RATE_LIMIT_MAX: '1000000000',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(options.pool),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: prefix } : {}),
  };
  log(
    `${options.nodes} nodes: starting (pool ${options.pool} each, ${redis ? `Redis ${redis}` : 'no Redis'})`,
  );
  const nodes = await Promise.all(
    Array.from({ length: options.nodes }, async () => {
      const node = await startServer(env);
      cleanups.push({ name: `stop the node on port ${node.port}`, run: () => node.stop() });
      return node;
    }),
  );
  const stopAll = cleanups.splice(cleanups.length - nodes.length);
  const urls = nodes.map((node) => node.url);
  const results: NodesResult['scenarios'] = [];
  try {
    for (const scenario of scenarios) {
      const measure = (targets: string[], seconds: number) =>
        loadTest(targets, scenario.paths, { connections: options.connections, seconds });
      await measure(urls.slice(0, 1), options.warmup);
      await measure(urls, options.warmup);
      const slice = options.duration / options.rounds;
      const one: Figures[] = [];
      const all: Figures[] = [];
      for (let round = 0; round < options.rounds; round++) {
        if (round % 2 === 0) one.push(await measure(urls.slice(0, 1), slice));
        all.push(await measure(urls, slice));
        if (round % 2 === 1) one.push(await measure(urls.slice(0, 1), slice));
      }
      const result = { name: scenario.name, one: combine(one), all: combine(all), scale: 0 };
      result.scale = result.all.rate / result.one.rate;
      results.push(result);
      log(
        `${options.nodes} nodes: ${scenario.name}: 1 node ${result.one.rate.toFixed(0)}/s (p99 ${result.one.p99.toFixed(1)} ms), ${options.nodes} nodes ${result.all.rate.toFixed(0)}/s (p99 ${result.all.p99.toFixed(1)} ms), ×${result.scale.toFixed(2)}`,
      );
    }
  } finally {
    for (let next = stopAll.pop(); next; next = stopAll.pop()) await next.run();
    if (redis) await forgetKeys(redis, prefix);
  }
  return { count: options.nodes, pool: options.pool, redis, scenarios: results };
}

/** Removes the run's counters from Redis. */
async function forgetKeys(url: string, prefix: string) {
  const client = new Redis(url);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}
