import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, inject } from 'vitest';
import type { Permission, UserStatus } from '@kramik/contract';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { desc, eq } from 'drizzle-orm';
import { companies, mailOutbox, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { adminQuery, withDatabase } from './global-setup.js';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
}

/** A fresh database for this test file: a copy of the migrated template (PGlite or PostgreSQL). */
async function openTestDatabase(poolSize = 4): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `kramik_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, name),
      poolSize,
    });
    return {
      database,
      drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
  return { database, drop: async () => undefined };
}

/** What `createTestApp` opened in this test file, undone after its tests (`test/setup.ts`). */
const openApps: (() => Promise<void>)[] = [];

/**
 * Closes the file's apps and drops their databases. Run by `test/setup.ts` after every file: an
 * `afterAll` registered inside a `beforeAll` (where most files build their app) never runs.
 */
export async function closeTestApps() {
  for (let close = openApps.pop(); close; close = openApps.pop()) await close();
}

/** Builds the app on a fresh database; closed after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { poolSize?: number } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Files make many auth calls in a row; the limit itself is tested with a low value.
    AUTH_RATE_LIMIT_MAX: '10000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { database, drop } = await openTestDatabase(options.poolSize);
  const app = await buildApp({ config, database, mailPolling: false });
  await app.ready();
  openApps.push(async () => {
    await app.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, config };
}

/**
 * The app of a test file, built on a fresh database before its tests (`beforeAll`) and closed after
 * them. The object answered is filled in then: read it inside tests and hooks.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { poolSize?: number } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(env, options));
  });
  return ctx;
}

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  companyId: string | null;
}

/** Inserts a user straight into the database (the accounts API is tested on its own). */
export async function createUser(
  ctx: TestContext,
  options: { permissions?: Permission; status?: UserStatus; withCompany?: boolean } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomUUID().slice(0, 8);
  const username = `${options.permissions ?? 'user'}-${suffix}`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      permissions: options.permissions ?? 'user',
      status: options.status ?? 'active',
    })
    .returning({ id: users.id });
  let companyId: string | null = null;
  if (options.withCompany) {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({
        ownerId: user!.id,
        companyName: `Studio ${suffix}`,
        shortName: `Studio ${suffix}`,
        street: 'ul. Garncarska 1',
        city: 'Bolesławiec',
        postalCode: '59-700',
        country: 'PL',
        taxNumber: '5260250274',
      })
      .returning({ id: companies.id });
    companyId = company!.id;
  }
  return { id: user!.id, username, email: `${username}@example.com`, companyId };
}

/** Logs in through the API and answers the bearer header for later calls. */
export async function loginAs(ctx: TestContext, user: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json<{ tokenUser: string }>().tokenUser;
  return { authorization: `Bearer ${token}`, token };
}

/** A new user (see `createUser`), signed in: with the bearer header for their calls. */
export async function signedIn(ctx: TestContext, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, options);
  return { user, ...(await loginAs(ctx, user)) };
}

/** The newest queued mail to an address, as the recipient would read it. */
export async function latestMail(ctx: TestContext, to: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const links = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
  return { ...mail, links };
}

export async function mailCount(ctx: TestContext, to: string) {
  const rows = await ctx.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to));
  return rows.length;
}

export function post(
  ctx: TestContext,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(method, url, authorization?, payload?, headers?)` on the app of `ctx`: a request as a
 * client sends it, signed in when a bearer header is given, with a JSON body when a payload is.
 */
export function callerOf(ctx: TestContext) {
  return (
    method: Method,
    url: string,
    authorization?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(authorization ? { authorization } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A multipart/form-data body with one file, as a browser's upload sends it. */
export function multipart(fieldName: string, filename: string, bytes: Buffer, type = 'image/jpeg') {
  const boundary = `----kramik${randomUUID().slice(0, 8)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A built web app in a temporary folder, for `WEB_DIST_DIR`: `index.html` (the app's shell, with
 * a title and description the share tags replace) and the given files, by path. Removed after the
 * file's tests.
 */
export async function writeWebBuild(files: Record<string, string | Buffer> = {}) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-web-'));
  openApps.push(() => fs.rm(root, { recursive: true, force: true }));
  const all = {
    'index.html':
      '<!doctype html><html><head><title>Kramik</title><meta name="description" content="Handmade" /></head><body><div id="root"></div></body></html>',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  }
  return root;
}
