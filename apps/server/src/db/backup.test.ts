/**
 * `npm run backup` and `npm run restore`: a small demo shop is backed up, restored into a fresh
 * DATA_DIR (the embedded database) or a fresh PostgreSQL database (in the PostgreSQL run of the
 * suite: TEST_DB=postgres with TEST_DATABASE_URL), and the app started on the copy finds the same
 * products, orders and pictures; media in the folder or in an S3 bucket (s3rver).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MAKERS } from './demo/data.js';
import { adminQuery, withDatabase } from '../../test/global-setup.js';
import { startS3Server, type TestS3 } from '../../test/s3.js';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import { mediaStoreFor } from '../lib/media-store.js';
import { SecretBox } from '../lib/secrets.js';
import { backup, BackupError, readManifest, restore } from './backup.js';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from './client.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const serverRoot = path.resolve(import.meta.dirname, '../..');

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (let undo = cleanup.pop(); undo; undo = cleanup.pop()) await undo();
});

async function tempDir(name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `kramik-${name}-`));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

function configOf(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '10000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'kramik-no-web'),
    ...env,
  });
}

interface Shop {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The server on a configuration's database, migrated, as `npm start` runs it (not listening). */
async function startShop(config: Config): Promise<Shop> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  const app = await buildApp({ config, database, mailPolling: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A new embedded database in DATA_DIR/db, from the suite's migrated template (saves creating and
 * migrating one).
 */
async function pgliteFromTemplate(dataDir: string) {
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: pgliteExtensions,
    loadDataDir: new Blob([dump]),
  });
  await db.close();
}

/** A new PostgreSQL database, dropped after the file; from the migrated template or empty. */
async function postgresDatabase(options: { migrated: boolean }) {
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  const name = `kramik_backup_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(
    url,
    `CREATE DATABASE ${name}${options.migrated && template ? ` TEMPLATE ${template}` : ''}`,
  );
  cleanup.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return withDatabase(url, name);
}

/** The demo shop, small: a dozen products with their pictures, orders, reviews, shops. */
async function seedSmallDemo(shop: Shop) {
  await seedDemo(
    shop.database.db,
    { info: () => undefined, warn: () => undefined },
    SecretBox.fromConfig(shop.config.secretsKey, shop.config.dataDir),
    { media: mediaStoreFor(shop.config), products: 12 },
  );
}

/** What a visitor, a buyer and a maker see of the shop: it must be the same after a restore. */
async function whatTheySee(shop: Shop) {
  const call = async (url: string, authorization?: string) => {
    const response = await shop.app.inject({
      method: 'GET',
      url,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<Record<string, unknown>>();
  };
  const login = async (username: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return `Bearer ${response.json<{ tokenUser: string }>().tokenUser}`;
  };
  const catalog = (await call('/api/products?limit=50&sort=newest')) as {
    items: { _id: string }[];
  };
  const buyer = await login('anna.kowalczyk');
  const orders = (await call('/api/orders?limit=50', buyer)) as { items: { _id: string }[] };
  const maker = await login(DEMO_MAKERS[0]!.username);
  // Sellers' secrets are stored encrypted: the restored key must still open them.
  const settings = await call('/api/seller/settings', maker);
  const pictures: Record<string, string> = {};
  for (const { _id } of catalog.items) {
    const product = (await call(`/api/products/${_id}`)) as { images: { srcset: string }[] };
    const urls = product.images.flatMap((image) => image.srcset.split(', '));
    expect(urls.length).toBeGreaterThan(0);
    for (const entry of urls) {
      const url = entry.split(' ')[0]!;
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      pictures[url] = response.rawPayload.toString('base64');
    }
  }
  return {
    products: catalog.items.map((item) => item._id).sort(),
    productPages: catalog,
    orders: orders.items.map((order) => order._id).sort(),
    orderPages: orders,
    settings,
    pictures,
  };
}

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  let s3: TestS3;
  let source: Config;
  let seen: Awaited<ReturnType<typeof whatTheySee>>;
  let backupDir: string;

  beforeAll(async () => {
    s3 = await startS3Server('restored-media');
    cleanup.push(() => s3.stop());
    source = configOf({ DATA_DIR: await tempDir('source') });
    await pgliteFromTemplate(source.dataDir);
    const shop = await startShop(source);
    try {
      await seedSmallDemo(shop);
      seen = await whatTheySee(shop);
    } finally {
      await shop.close();
    }
    backupDir = path.join(await tempDir('backup'), 'shop');
  }, 240_000);

  it('backs the shop up: the database’s dump, the media, the secrets key and a manifest', async () => {
    const manifest = await backup(source, backupDir);
    expect(manifest).toMatchObject({
      format: 'kramik-backup',
      database: {
        kind: 'pglite',
        file: 'database.tar.gz',
        dumpedWith: expect.stringMatching(/PGlite \d+\.\d+/),
      },
      media: { store: 'local' },
      secretsKey: true,
    });
    expect(manifest.database.serverVersion).toMatch(/^PostgreSQL \d+/);
    expect(manifest.database.migrations.applied).toBeGreaterThan(20);
    expect(manifest.counts.products).toBe(12);
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(seen.orders.length);
    expect(manifest.counts.product_images).toBeGreaterThanOrEqual(12);
    expect(manifest.media.files).toBe(
      (await fs.readdir(path.join(source.dataDir, 'media'), { recursive: true })).filter((f) =>
        /\.(webp|jpg|png)$/.test(f),
      ).length,
    );
    expect(await readManifest(backupDir)).toEqual(manifest);
    const files = await fs.readdir(backupDir);
    expect(files.sort()).toEqual(['database.tar.gz', 'manifest.json', 'media', 'secrets.key']);
    expect((await fs.stat(path.join(backupDir, 'secrets.key'))).mode & 0o777).toBe(0o600);

    // Not over another backup, and never while the server has the database open.
    await expect(backup(source, backupDir)).rejects.toThrow(/not empty/);
    const open = await startShop(source);
    try {
      await expect(backup(source, path.join(backupDir, '..', 'other'))).rejects.toThrow(
        /stop the server/,
      );
    } finally {
      await open.close();
    }
  }, 120_000);

  it('restores it into a fresh DATA_DIR, where the server finds the same shop', async () => {
    const target = configOf({ DATA_DIR: await tempDir('restored') });
    const manifest = await restore(target, backupDir);
    expect(manifest.counts.products).toBe(12);
    const shop = await startShop(target);
    try {
      const after = await whatTheySee(shop);
      expect(after.products).toEqual(seen.products);
      expect(after.orders).toEqual(seen.orders);
      expect(after).toEqual(seen);
    } finally {
      await shop.close();
    }

    // `npm run restore` refuses a target that holds a shop (exit code 1), unless --force.
    const refused = spawnSync('npm', ['run', '--silent', 'restore', '--', backupDir], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: target.dataDir, NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr).toMatch(/The target is not empty: the embedded database/);
    await expect(restore(target, backupDir)).rejects.toBeInstanceOf(BackupError);
    await expect(restore(target, backupDir, { force: true })).resolves.toMatchObject({
      counts: { products: 12 },
    });
  }, 180_000);

  it('restores the media into an S3 bucket, and backs that shop up from the bucket', async () => {
    const target = configOf({ DATA_DIR: await tempDir('restored-s3'), ...s3.env });
    await restore(target, backupDir);
    const shop = await startShop(target);
    try {
      expect((await whatTheySee(shop)).pictures).toEqual(seen.pictures);
    } finally {
      await shop.close();
    }
    const again = path.join(await tempDir('backup-s3'), 'shop');
    const manifest = await backup(target, again);
    const first = await readManifest(backupDir);
    expect(manifest.media).toEqual({ ...first.media, store: 's3' });
    // The same shop (the visit above only signed in: sessions).
    const withoutSessions = (counts: Record<string, number>) =>
      Object.entries(counts).filter(([table]) => table !== 'sessions');
    expect(withoutSessions(manifest.counts)).toEqual(withoutSessions(first.counts));
  }, 180_000);

  it('refuses a backup of the other kind of database and a folder that is not a backup', async () => {
    const postgres = configOf({
      DATA_DIR: await tempDir('wrong-kind'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    await expect(restore(postgres, backupDir)).rejects.toThrow(/DATABASE_URL unset/);
    await expect(restore(postgres, await tempDir('empty'))).rejects.toThrow(/manifest\.json/);
  });
});

describe.runIf(onPostgres)('backup and restore of a PostgreSQL database', () => {
  it('backs a shop up with pg_dump and restores it into a fresh database', async () => {
    const source = configOf({
      DATA_DIR: await tempDir('pg-source'),
      DATABASE_URL: await postgresDatabase({ migrated: true }),
    });
    const shop = await startShop(source);
    let seen: Awaited<ReturnType<typeof whatTheySee>>;
    const backupDir = path.join(await tempDir('pg-backup'), 'shop');
    try {
      await seedSmallDemo(shop);
      seen = await whatTheySee(shop);
      // Online: the server keeps running while pg_dump reads one snapshot.
      const manifest = await backup(source, backupDir);
      expect(manifest.database).toMatchObject({
        kind: 'postgres',
        file: 'database.pgdump',
        dumpedWith: expect.stringMatching(/^pg_dump \(PostgreSQL\) \d+/),
      });
      expect(manifest.counts.products).toBe(12);
    } finally {
      await shop.close();
    }

    const target = configOf({
      DATA_DIR: await tempDir('pg-restored'),
      DATABASE_URL: await postgresDatabase({ migrated: false }),
    });
    await restore(target, backupDir);
    const restored = await startShop(target);
    try {
      expect(await whatTheySee(restored)).toEqual(seen);
    } finally {
      await restored.close();
    }
    await expect(restore(target, backupDir)).rejects.toThrow(/the PostgreSQL database/);
    await expect(restore(target, backupDir, { force: true })).resolves.toMatchObject({
      counts: { products: 12 },
    });
  }, 240_000);
});
