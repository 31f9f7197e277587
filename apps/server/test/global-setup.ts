import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory every test file starts from. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database, when the suite runs on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates a base database once (epic-stack's pattern); each test file then copies it, so every
 * file gets a fresh database without paying for the migrations again.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-test-'));
  const templateFile = path.join(dir, 'pglite-template.tar.gz');
  const base = await openDatabase({ kind: 'pglite-memory' });
  await base.migrate();
  const client = (base.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('gzip');
  await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await base.close();
  project.provide('pgliteTemplate', templateFile);

  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let templateName: string | null = null;
  if (url) {
    templateName = `kramik_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(url, `CREATE DATABASE ${templateName}`);
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateName) });
    await template.migrate();
    await template.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    if (url && templateName) await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
