import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { fixedStatement } from '../modules/catalog/search-statements.js';
import {
  executePrepared,
  forgetStatementNames,
  PREPARED_STATEMENTS_MAX,
  preparedNameOf,
  rowsOf,
  statementName,
} from './client.js';

// One connection: the statements it prepared can be listed on it.
const ctx = useTestApp({}, { poolSize: 1 });

const statement = (n: number) =>
  sql`SELECT ${n}::int + 1 AS n, '2026-01-01T10:00:00Z'::timestamptz AS at, ${'a'} AS s`;

describe('executePrepared', () => {
  // As in a new process: the test files before this one in its process named other statements.
  beforeEach(forgetStatementNames);

  it('names no more than PREPARED_STATEMENTS_MAX texts; the others run unnamed', async () => {
    for (let n = 0; n < PREPARED_STATEMENTS_MAX; n++) {
      expect(statementName(`SELECT ${n} AS named`)).toMatch(/^k/);
    }
    expect(statementName('SELECT 0 AS named')).toBe(statementName('SELECT 0 AS named'));
    expect(statementName('SELECT 1 AS one_too_many')).toBeUndefined();
    const rows = rowsOf(await executePrepared(ctx.database.db, statement(9)));
    expect(rows).toMatchObject([{ n: 10 }]);
    expect(
      preparedNameOf(`SELECT $1::int + 1 AS n, '2026-01-01T10:00:00Z'::timestamptz AS at, $2 AS s`),
    ).toBeUndefined();
  });

  it('answers what execute answers, with drizzle’s type parsing', async () => {
    const db = ctx.database.db;
    const prepared = rowsOf(await executePrepared(db, statement(2)));
    expect(prepared).toEqual(rowsOf(await db.execute(statement(2))));
    expect(prepared).toEqual([{ n: 3, at: expect.any(String) as string, s: 'a' }]);
    expect(rowsOf(await executePrepared(db, statement(41)))).toMatchObject([{ n: 42 }]);
  });

  it('prepares the statement by name on PostgreSQL, once per connection', async () => {
    const db = ctx.database.db;
    await executePrepared(db, statement(1));
    await executePrepared(db, statement(2));
    const text = 'SELECT $1::int + 1 AS n';
    const listed = rowsOf<{ name: string }>(
      await db.execute(
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`${text}%`}`,
      ),
    );
    if (ctx.database.kind === 'postgres') {
      const name = preparedNameOf(
        `SELECT $1::int + 1 AS n, '2026-01-01T10:00:00Z'::timestamptz AS at, $2 AS s`,
      );
      expect(name).toBeDefined();
      expect(listed).toEqual([{ name }]);
    } else {
      // PGlite runs it as a plain statement.
      expect(listed).toEqual([]);
    }
  });

  it('runs a statement compiled once under the name its text has', async () => {
    const db = ctx.database.db;
    const once = fixedStatement((n: unknown) => sql`SELECT ${n}::int * 2 AS doubled`);
    expect(rowsOf(await executePrepared(db, once(4)))).toEqual([{ doubled: 8 }]);
    expect(rowsOf(await executePrepared(db, once(5)))).toEqual([{ doubled: 10 }]);
    const { name } = once(6);
    expect(name).toBe(statementName('SELECT $1::int * 2 AS doubled'));
    const listed = rowsOf<{ name: string }>(
      await db.execute(
        sql`SELECT name FROM pg_prepared_statements WHERE statement = 'SELECT $1::int * 2 AS doubled'`,
      ),
    );
    expect(listed).toEqual(ctx.database.kind === 'postgres' ? [{ name }] : []);
  });

  it('runs plainly inside a transaction, on the transaction’s connection', async () => {
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMPORARY TABLE prepared_probe (n int) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO prepared_probe VALUES (7)`);
      return rowsOf(await executePrepared(tx, sql`SELECT n FROM prepared_probe`));
    });
    expect(rows).toEqual([{ n: 7 }]);
  });
});
