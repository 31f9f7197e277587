/** The catalog benchmark's command line (apps/server/bench/options.ts). */
import { describe, expect, it, vi } from 'vitest';
import { nodesRedis, parseOptions } from '../bench/options.js';

const LOCAL = 'redis://127.0.0.1:6379';

describe('the Redis that --nodes share', () => {
  it('is none with --redis none, even when a local one answers', async () => {
    const answers = vi.fn(async () => true);
    const { redis } = parseOptions(['--nodes', '2', '--redis', 'none']);
    expect(await nodesRedis(redis, LOCAL, answers)).toBeNull();
    expect(answers).not.toHaveBeenCalled();
  });

  it('is the one --redis names', async () => {
    const { redis } = parseOptions(['--redis=redis://10.0.0.5:6379']);
    expect(await nodesRedis(redis, LOCAL, async () => true)).toBe('redis://10.0.0.5:6379');
  });

  it('is the local one when none is named and it answers, else none', async () => {
    const { redis } = parseOptions(['--nodes', '2']);
    expect(await nodesRedis(redis, LOCAL, async () => true)).toBe(LOCAL);
    expect(await nodesRedis(redis, LOCAL, async () => false)).toBeNull();
  });
});

describe('--ceiling', () => {
  it('is off unless asked for', () => {
    expect(parseOptions([]).ceiling).toBe(false);
    expect(parseOptions(['--only', 'product', '--ceiling']).ceiling).toBe(true);
  });
});
