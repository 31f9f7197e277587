import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client.js';
import { categories } from './schema/index.js';

// The embedded database as the server opens it (a directory): PGlite on its own thread.
let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-pglite-thread-'));
  handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  await handle.migrate();
});

afterAll(async () => {
  await handle.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const names = (en: string) => ({ 'en-US': en });

describe('the embedded database thread', () => {
  it('is new once, migrates, and answers drizzle with its types (dates, JSON, numbers)', async () => {
    expect(handle.isNew).toBe(true);
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

  it('fails every call, and the health check, once its thread has died', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'other') });
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
