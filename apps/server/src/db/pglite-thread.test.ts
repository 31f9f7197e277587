import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, openDatabase, rowsOf, type DatabaseHandle } from './client.js';
import type { PGliteThread } from './pglite-thread.js';
import { categories } from './schema/index.js';

// The embedded database as the server opens it (a directory): PGlite on its own thread.
let dir: string;
let handle: DatabaseHandle;
let createdNew: boolean;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-pglite-thread-'));
  handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  createdNew = handle.isNew;
  await handle.migrate();
  // The tests that need a thread of their own start from a copy of this directory, closed: a new
  // one costs an initdb, 7-10 s of a 2-core machine.
  await handle.close();
  await fs.cp(path.join(dir, 'db'), path.join(dir, 'migrated'), { recursive: true });
  handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
});

/** A directory of its own holding a copy of the migrated database. */
async function copyOfDatabase(name: string) {
  const copy = path.join(dir, name);
  await fs.cp(path.join(dir, 'migrated'), copy, { recursive: true });
  return copy;
}

afterAll(async () => {
  await handle.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const names = (en: string) => ({ 'en-US': en });
const threadOf = (h: DatabaseHandle) => (h.db as unknown as { $client: PGliteThread }).$client;

describe('the embedded database thread', () => {
  it('is new once, migrates, and answers drizzle with its types (dates, JSON, numbers)', async () => {
    expect(createdNew).toBe(true);
    expect(handle.isNew).toBe(false);
    const [row] = await handle.db
      .insert(categories)
      .values({ slug: 'bowls', names: names('Bowls'), position: 3 })
      .returning();
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.names).toEqual({ 'en-US': 'Bowls' });
    expect(row!.position).toBe(3);
    expect(await handle.ping()).toBe(true);
  });

  it('passes PostgreSQL errors back with their code and constraint', async () => {
    const duplicate = handle.db
      .insert(categories)
      .values({ slug: 'bowls', names: names('Bowls again') });
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: { code?: string; constraint?: string } },
    );
    expect(error?.cause?.code).toBe('23505');
    expect(error?.cause?.constraint).toMatch(/slug/);
  });

  it('commits a transaction, rolls one back on an error, and nests savepoints', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(categories).values({ slug: 'jugs', names: names('Jugs') });
      await tx
        .transaction(async (inner) => {
          await inner.insert(categories).values({ slug: 'cups', names: names('Cups') });
          throw new Error('undo the cups');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(categories).values({ slug: 'plates', names: names('Plates') });
        throw new Error('undo the plates');
      }),
    ).rejects.toThrow('undo the plates');
    const slugs = (await handle.db.select({ slug: categories.slug }).from(categories)).map(
      (r) => r.slug,
    );
    expect(slugs.sort()).toEqual(['bowls', 'jugs']);
  });

  it('makes other queries wait for an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.update(categories).set({ position: 9 }).where(eq(categories.slug, 'jugs'));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = handle.db
      .select({ position: categories.position })
      .from(categories)
      .where(eq(categories.slug, 'jugs'));
    release();
    await transaction;
    expect((await outside)[0]!.position).toBe(9);
  });

  it('keeps the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    await handle.db.execute(sql`SELECT pg_sleep(0.3)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('sends parameters and answers rows as PGlite does, in one trip per query', async () => {
    const client = threadOf(handle);
    const bytes = new Uint8Array([0, 1, 254, 255]);
    const result = await client.query<Record<string, unknown>>(
      `SELECT $1::int AS n, $2::text AS t, $3::boolean AS b, $4::jsonb AS j, $5::jsonb AS js,
        $6::bytea AS bytes, $7::text[] AS list, $8::timestamptz AS at, $9::numeric AS num,
        $10::int AS nothing, $11::bigint AS big, $12::date AS day`,
      [
        41,
        'ä "quoted"',
        true,
        { a: [1, 'x'] },
        '{"s":1}',
        bytes,
        ['a', 'b,c', null],
        new Date('2026-01-02T03:04:05.678Z'),
        '12.50',
        null,
        '9007199254740993',
        '2026-02-03',
      ],
      { parsers: { 1184: (v: string) => v } },
    );
    expect(result.rows).toEqual([
      {
        n: 41,
        t: 'ä "quoted"',
        b: true,
        j: { a: [1, 'x'] },
        js: { s: 1 },
        bytes: bytes,
        list: ['a', 'b,c', null],
        at: '2026-01-02 03:04:05.678+00',
        num: '12.50',
        nothing: null,
        big: 9007199254740993n,
        day: new Date('2026-02-03T00:00:00.000Z'),
      },
    ]);
    expect(result.fields.map((f) => f.name)).toEqual([
      'n',
      't',
      'b',
      'j',
      'js',
      'bytes',
      'list',
      'at',
      'num',
      'nothing',
      'big',
      'day',
    ]);
    const arrays = await client.query('SELECT 1 AS a, 2 AS b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
    const update = await client.query('UPDATE categories SET position = position WHERE slug = $1', [
      'bowls',
    ]);
    expect(update.affectedRows).toBe(1);
    // The same text with other values: its parameter types are known, the answer is fresh.
    const again = await client.query<{ n: number }>('SELECT $1::int + 1 AS n', [1]);
    const other = await client.query<{ n: number }>('SELECT $1::int + 1 AS n', [5]);
    expect([again.rows[0]!.n, other.rows[0]!.n]).toEqual([2, 6]);
  });

  it('keeps a statement run by executePrepared under its name, and prepares it again after an error', async () => {
    const statement = (divisor: number) =>
      sql`SELECT count(*)::int / ${divisor}::int AS n, now()::timestamptz AS at FROM categories`;
    const first = rowsOf<{ n: number; at: unknown }>(
      await executePrepared(handle.db, statement(1)),
    );
    expect(first).toEqual([{ n: 2, at: expect.any(String) as string }]);
    // As `execute` answers it (drizzle's raw parsers: timestamps stay text).
    expect(Object.keys(first[0]!)).toEqual(
      Object.keys(rowsOf<object>(await handle.db.execute(statement(1)))[0]!),
    );
    await executePrepared(handle.db, statement(2));
    const listed = rowsOf<{ name: string }>(
      await handle.db.execute(
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE 'SELECT count(*)::int /%'`,
      ),
    );
    expect(listed).toHaveLength(1);
    await expect(executePrepared(handle.db, statement(0))).rejects.toMatchObject({
      code: '22012',
    });
    expect(rowsOf(await executePrepared(handle.db, statement(2)))).toMatchObject([{ n: 1 }]);
    const stats = await threadOf(handle).stats();
    expect(stats.prepared).toBeGreaterThanOrEqual(1);
  });

  it("collects its heap's garbage when asked (the idle trim's), and answers queries after", async () => {
    const thread = threadOf(handle);
    const first = await thread.collectGarbage();
    expect(first).toEqual({ collected: true, heapUsedBytes: expect.any(Number) as number });
    // 100,000 rows built in the thread, cloned over and dropped there: garbage.
    const many = await handle.db.execute(
      sql`SELECT g, repeat('x', 40) AS pad FROM generate_series(1, 100000) g`,
    );
    expect(rowsOf(many)).toHaveLength(100_000);
    const second = await thread.collectGarbage();
    expect(second.collected && first.collected).toBe(true);
    if (second.collected && first.collected) {
      expect(second.heapUsedBytes).toBeLessThan(first.heapUsedBytes + 4 * 2 ** 20);
    }
    expect(rowsOf(await handle.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('runs VACUUM (no transaction block) and a statement error does not break the next query', async () => {
    await handle.db.execute(sql`VACUUM (ANALYZE) categories`);
    await expect(handle.db.execute(sql`SELEC 1`)).rejects.toThrow();
    expect(rowsOf(await handle.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('runs PostgreSQL with the embedded settings, over postgresql.conf without rewriting it', async () => {
    const show = async (name: string) =>
      rowsOf<Record<string, string>>(await handle.db.execute(sql.raw(`SHOW ${name}`)))[0]![name];
    expect(await show('shared_buffers')).toBe('16MB');
    // initdb's settings in postgresql.conf still apply.
    expect(await show('default_text_search_config')).toBe('pg_catalog.english');
  });

  it('runs ANALYZE when idle after many rows were written (PGlite has no autovacuum)', async () => {
    const other = await openDatabase({
      kind: 'pglite',
      dataDir: await copyOfDatabase('analyzed'),
      thread: { analyzeAfterRows: 10, analyzeEveryMs: 0, idleMs: 20 },
    });
    const thread = threadOf(other);
    try {
      const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
      await other.db.execute(sql`CREATE TABLE counted (n int)`);
      await other.db.execute(sql`INSERT INTO counted VALUES (1)`);
      await settle();
      // One row is not enough: the table was never analysed.
      expect(thread.analyzed).toBe(0);
      await other.db.execute(sql`INSERT INTO counted SELECT generate_series(2, 12)`);
      for (let waited = 0; thread.analyzed === 0 && waited < 30_000; waited += 300) {
        await settle();
      }
      expect(thread.analyzed).toBe(1);
      const [row] = rowsOf<{ n: number }>(
        await other.db.execute(
          sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'counted'`,
        ),
      );
      expect(row!.n).toBe(12);
    } finally {
      await other.close();
    }
  });

  it('replaces an idle thread whose memory grew, keeping the data; calls made meanwhile wait', async () => {
    const other = await openDatabase({
      kind: 'pglite',
      dataDir: await copyOfDatabase('recycled'),
      // Any size counts as grown here; a real thread is replaced after 64 MiB of growth.
      thread: { recycleGrowthBytes: -1, idleMs: 20 },
    });
    const thread = threadOf(other);
    const recycled = async (count: number) => {
      for (let waited = 0; thread.recycled < count && waited < 30_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return thread.recycled;
    };
    try {
      await other.migrate();
      await other.db.insert(categories).values({ slug: 'vases', names: names('Vases') });
      expect(await recycled(1)).toBeGreaterThanOrEqual(1);
      // Calls made while it is being replaced (it is, again and again here) wait for the new one.
      const reads = await Promise.all(
        [0, 1, 2].map(() => other.db.select({ slug: categories.slug }).from(categories)),
      );
      expect(reads).toEqual([[{ slug: 'vases' }], [{ slug: 'vases' }], [{ slug: 'vases' }]]);
      // Never while a transaction is open, even when it is idle.
      await other.db.transaction(async (tx) => {
        await tx.update(categories).set({ position: 2 });
        const during = thread.recycled;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.update(categories).set({ position: 3 });
        expect(thread.recycled).toBe(during);
      });
      const [row] = await other.db.select({ position: categories.position }).from(categories);
      expect(row!.position).toBe(3);
      expect(await other.ping()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('fails every call, and the health check, once its thread has died', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: await copyOfDatabase('other') });
    const thread = (
      other.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }
    ).$client;
    await thread.worker.terminate();
    await expect(other.db.execute(sql`SELECT 1`)).rejects.toThrow();
    await expect(other.ping()).rejects.toThrow(/database thread stopped/);
    await other.close();
  });

  it('refuses a directory that holds no database, instead of waiting for it', async () => {
    const broken = path.join(dir, 'broken');
    await fs.mkdir(broken);
    await fs.writeFile(path.join(broken, 'PG_VERSION'), 'not a database\n');
    await expect(openDatabase({ kind: 'pglite', dataDir: broken })).rejects.toThrow();
  });

  it('keeps the data in its directory across a restart', async () => {
    await handle.close();
    handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    expect(handle.isNew).toBe(false);
    const result = await handle.db.execute(sql`SELECT count(*)::int AS n FROM categories`);
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(2);
  });
});
