import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, inject } from 'vitest';
import type { Permission, UserStatus } from '@kramik/contract';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Every item of a list, fetched a page of one at a time along its cursors, as a client scrolling
 * it would (`url` may carry a query of its own).
 */
async function everyPage<T>(ctx: TestContext, url: string, authorization?: string) {
  const call = callerOf(ctx);
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page += 1) {
    const next = `${url}${url.includes('?') ? '&' : '?'}limit=1${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call('GET', next, authorization);
    if (response.statusCode !== 200) throw new Error(`${next}: ${response.body}`);
    const body = response.json<{ items: T[]; nextCursor: string | null }>();
    items.push(...body.items);
    if (!body.nextCursor) return items;
    cursor = body.nextCursor;
  }
  throw new Error(`${url}: more than 500 pages`);
}

/**
 * Writes one time, to the microsecond, into `column` of the rows `where` selects, as a transaction
 * stamps every row it writes with its own time (the tests of lists paged by time).
 */
async function stampTime(ctx: TestContext, column: PgColumn, where: SQL | undefined, at: string) {
  await ctx.database.db.execute(
    sql`UPDATE ${column.table} SET ${sql.identifier(column.name)} = ${at}::timestamptz WHERE ${where}`,
  );
}

/**
 * Shows that a list paged by time (newest first) keeps the time to the microsecond: the rows
 * `ids` of `time`'s table given one microsecond come a page of one at a time, each once, and
 * given three microseconds of one millisecond, the lowest id the latest, come newest first (a
 * keyset on milliseconds skipped the first, or put the second in the order of their ids).
 * Long ago, so that the list's other rows keep their places; `url` is read by `authorization`.
 */
export async function expectPagedToTheMicrosecond(
  ctx: TestContext,
  time: PgColumn,
  id: PgColumn,
  ids: string[],
  url: string,
  authorization?: string,
) {
  const listed = async () =>
    (await everyPage<{ _id: string }>(ctx, url, authorization))
      .map((item) => item._id)
      .filter((itemId) => ids.includes(itemId));
  await stampTime(ctx, time, inArray(id, ids), '2001-02-03T04:05:06.123456Z');
  expect((await listed()).sort()).toEqual([...ids].sort());
  const byId = [...ids].sort();
  for (const [i, rowId] of byId.entries())
    await stampTime(ctx, time, eq(id, rowId), `2001-02-03T04:05:06.12345${9 - i}Z`);
  expect(await listed()).toEqual(byId);
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
