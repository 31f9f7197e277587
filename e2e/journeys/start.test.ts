import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startServer } from '../fixtures/server.js';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  expect(response.ok, url).toBe(true);
  return (await response.json()) as T;
}

describe('starting the marketplace', () => {
  it('serves the demo shop on the embedded database', async () => {
    const base = inject('baseUrl');
    expect(await json(`${base}/api/health`)).toMatchObject({ status: 'ok', database: 'pglite' });
    const products = await json<{ items: unknown[] }>(`${base}/api/products?limit=100`);
    expect(products.items.length).toBeGreaterThanOrEqual(60);
    const categories = await json<{ items: unknown[] }>(`${base}/api/categories`);
    // The demo's twelve; other journeys on the same server may have added theirs.
    expect(categories.items.length).toBeGreaterThanOrEqual(12);
  });

  it('creates the first administrator and writes the generated password once', async () => {
    // A shop's very first start: the server creates its embedded database too.
    const server = await startServer({ SEED_DEMO: '0', ADMIN_PASSWORD: '' }, { template: null });
    try {
      const file = path.join(server.dataDir, 'admin-credentials.txt');
      const credentials = await fs.readFile(file, 'utf8');
      const password = /password: (\S+)/.exec(credentials)?.[1];
      expect(password).toBeTruthy();
      expect((await fs.stat(file)).mode & 0o077).toBe(0);
      const login = await json<{ user: { permissions: string } }>(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.user.permissions).toBe('admin');
      const products = await json<{ items: unknown[] }>(`${server.url}/api/products`);
      expect(products.items).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!postgresUrl)('runs on PostgreSQL when DATABASE_URL is set', async () => {
    const name = `kramik_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const server = await startServer({ DATABASE_URL: url.toString(), SEED_DEMO: '1' });
    try {
      expect(await json(`${server.url}/api/health`)).toMatchObject({ database: 'postgres' });
      const products = await json<{ items: unknown[] }>(`${server.url}/api/products?limit=5`);
      expect(products.items).toHaveLength(5);
    } finally {
      await server.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
