/** The benchmark's command line, and what it undoes at the end. */
import path from 'node:path';
import { defaultPoolSize } from '../src/db/client.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Options {
  products: number;
  db: 'postgres' | 'pglite' | 'both';
  duration: number;
  warmup: number;
  rounds: number;
  connections: number;
  /** PostgreSQL connections of the API's pool and of the raw one (the server's default). */
  pool: number;
  seed: number;
  keep: boolean;
  /** Server processes measured against one of them alone (PostgreSQL; 1: not measured). */
  nodes: number;
  /** The Redis those nodes share: a URL, null for none, undefined to use a local one if it runs. */
  redis: string | null | undefined;
  /** Only the scenarios whose name holds this text (a partial run: docs/benchmarks.md untouched). */
  only: string | undefined;
  /** Also a bare `node:http` server on the same SQL (`ceiling.ts`). */
  ceiling: boolean;
}

/**
 * The Redis `--nodes` share: the one `--redis` names, none for `--redis none` (each node counts
 * its own), else `local` when it answers.
 */
export async function nodesRedis(
  chosen: Options['redis'],
  local: string,
  answers: (url: string) => Promise<boolean>,
): Promise<string | null> {
  if (chosen !== undefined) return chosen;
  return (await answers(local)) ? local : null;
}

export function parseOptions(argv: string[]): Options {
  const options: Options = {
    products: 100_000,
    db: 'both',
    // Six 10 s slices a side: stable ratios on a shared machine (issue 21).
    duration: 60,
    warmup: 3,
    rounds: 6,
    connections: 10,
    pool: defaultPoolSize(),
    seed: 1,
    keep: false,
    nodes: 1,
    redis: undefined,
    only: undefined,
    ceiling: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    const number = (name: string) => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
      return n;
    };
    if (key === '--products') options.products = Math.floor(number(key));
    else if (key === '--duration') options.duration = number(key);
    else if (key === '--warmup') options.warmup = number(key);
    else if (key === '--rounds') options.rounds = Math.floor(number(key));
    else if (key === '--connections') options.connections = Math.floor(number(key));
    else if (key === '--pool') options.pool = Math.floor(number(key));
    else if (key === '--seed') options.seed = Math.floor(number(key));
    else if (key === '--keep') options.keep = true;
    else if (key === '--ceiling') options.ceiling = true;
    else if (key === '--only') options.only = value();
    else if (key === '--nodes') options.nodes = Math.floor(number(key));
    else if (key === '--redis') {
      const url = value();
      if (url !== 'none' && !/^rediss?:\/\//.test(url))
        throw new Error('--redis must be a redis:// URL or none');
      options.redis = url === 'none' ? null : url;
    } else if (key === '--db') {
      const db = value();
      if (db !== 'postgres' && db !== 'pglite' && db !== 'both') {
        throw new Error('--db must be postgres, pglite or both');
      }
      options.db = db;
    } else throw new Error(`unknown option ${key}`);
  }
  return options;
}

/** Undone in reverse order at the end, on failure and on Ctrl-C. */
export const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
export async function cleanUp() {
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    await next.run().catch((error: unknown) => console.error(`cleanup ${next.name}:`, error));
  }
}

export function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}
