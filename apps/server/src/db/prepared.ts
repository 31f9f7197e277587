import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dialect, rowsOf, statementName, type Executor } from './client.js';

/** The values of a prepared query's placeholders (`sql.placeholder(name)`), by name. */
export type PlaceholderValues = Record<string, unknown>;

/** A query as the driver runs it (drizzle's `PgPreparedQuery`): its text compiled once. */
interface DriverQuery<Result> {
  execute(values?: PlaceholderValues): Promise<Result>;
  getQuery(): { sql: string; params: unknown[] };
  joinsNotNullableMap?: Record<string, boolean>;
}

/** What drizzle's sessions (node-postgres, PGlite, a transaction's) answer a compiled query with. */
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): DriverQuery<unknown>;
}

const sessionOf = (db: Executor) => (db as unknown as { _: { session: Session } })._.session;

/**
 * Names the driver's query: node-postgres's carries the name already; drizzle's PGlite driver
 * drops it, and the embedded database's thread keeps a named statement's plan as PostgreSQL does
 * (`executePrepared`, pglite-worker.mjs). An in-process PGlite ignores it.
 */
function named<Q>(query: Q, name: string): Q {
  const configs = query as { queryConfig?: { name?: string }; rawQueryConfig?: { name?: string } };
  if (configs.queryConfig) configs.queryConfig.name = name;
  if (configs.rawQueryConfig) configs.rawQueryConfig.name = name;
  return query;
}

/**
 * A frequent query whose SQL drizzle builds once (with `sql.placeholder`s where its values go)
 * instead of on every call, run as a named statement: on PostgreSQL each connection parses it
 * once and then only binds the values (a checkout's reads were built anew for every request,
 * about a tenth of the server's time, and each was parsed and planned again by PostgreSQL). It
 * runs on whatever it is given, the database or a transaction, and answers what the builder's own
 * `execute` answers (the same fields and row mapping). `build` is called once; the query it
 * builds must not depend on anything but its placeholders. Unless `named` (a statement of a rare
 * shape, `preparedByShape`), it is sent unnamed, as drizzle sends it.
 */
export function preparedQuery<
  Builder extends PromiseLike<unknown> & {
    toSQL(): { sql: string };
    prepare(name: string): unknown;
  },
  Result = Awaited<Builder>,
>(
  build: (db: Executor) => Builder,
  { named: isNamed = true }: { named?: boolean } = {},
): (db: Executor, values: PlaceholderValues) => Promise<Result> {
  let template:
    | {
        query: { sql: string; params: unknown[] };
        fields: unknown;
        customResultMapper: unknown;
        joinsNotNullableMap: Record<string, boolean> | undefined;
        name: string | undefined;
      }
    | undefined;
  // The database's session is one for the server's life; a transaction's, one per transaction.
  const bySession = new WeakMap<Session, DriverQuery<Result>>();
  return (db, values) => {
    const session = sessionOf(db);
    let query = bySession.get(session);
    if (!query) {
      if (!template) {
        const builder = build(db);
        const name = isNamed ? statementName(builder.toSQL().sql) : undefined;
        const first = builder.prepare(name as string) as DriverQuery<Result> & {
          fields?: unknown;
          customResultMapper?: unknown;
        };
        if (!('fields' in first)) throw new Error('preparedQuery: not a drizzle prepared query');
        template = {
          query: first.getQuery(),
          fields: first.fields,
          customResultMapper: first.customResultMapper,
          joinsNotNullableMap: first.joinsNotNullableMap,
          name,
        };
        query = name ? named(first, name) : first;
      } else {
        query = session.prepareQuery(
          template.query,
          template.fields,
          template.name,
          true,
          template.customResultMapper,
        ) as DriverQuery<Result>;
        query.joinsNotNullableMap = template.joinsNotNullableMap;
        if (template.name) named(query, template.name);
      }
      bySession.set(session, query);
    }
    return query.execute(values);
  };
}

/**
 * `preparedQuery` for a raw statement (`sql\`…\`` with `sql.placeholder`s, or built of drizzle's
 * builders on the database it is first given): compiled once, run as a named statement unless
 * not `named`, answering its rows as `db.execute` does.
 */
export function preparedSql<Row>(
  query: SQL | ((db: Executor) => SQL),
  { named: isNamed = true }: { named?: boolean } = {},
): (db: Executor, values: PlaceholderValues) => Promise<Row[]> {
  let compiled: { sql: string; params: unknown[]; name: string | undefined } | undefined;
  return async (db, values) => {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(
        typeof query === 'function' ? query(db) : query,
      );
      compiled = { sql: text, params, name: isNamed ? statementName(text) : undefined };
    }
    const prepared = sessionOf(db).prepareQuery(compiled, undefined, compiled.name, false);
    return rowsOf<Row>(
      await (compiled.name ? named(prepared, compiled.name) : prepared).execute(values),
    );
  };
}

/**
 * Statements whose text depends on a shape (how many rows an insert writes, which columns): each
 * shape is compiled once (`make`) and prepared by name, up to `maxShapes` of them; a shape beyond
 * those is built for its one run and sent unnamed, so a connection keeps a bounded number.
 */
export function preparedByShape<Result>(
  make: (
    shape: string,
    options: { named: boolean },
  ) => (db: Executor, values: PlaceholderValues) => Promise<Result>,
  maxShapes = 16,
): (db: Executor, shape: string, values: PlaceholderValues) => Promise<Result> {
  const byShape = new Map<string, (db: Executor, values: PlaceholderValues) => Promise<Result>>();
  return (db, shape, values) => {
    let run = byShape.get(shape);
    if (!run) {
      if (byShape.size >= maxShapes) return make(shape, { named: false })(db, values);
      run = make(shape, { named: true });
      byShape.set(shape, run);
    }
    return run(db, values);
  };
}

/** Each table's columns by key (`getTableColumns` makes the object anew on every call). */
const columnsOf = new WeakMap<PgTable, Record<string, PgColumn>>();

/**
 * Rows to insert as placeholders, and their values: row `i`'s column `key` is the placeholder
 * `${prefix}${i}.${key}`, given as drizzle's insert gives a value (`mapToDriverValue`: JSON as
 * text, a time as ISO text; null as null). `shape` names the rows' columns (an undefined value is
 * no column: the column's default, as drizzle writes it).
 */
export function insertRows(table: PgTable, prefix: string, rows: Record<string, unknown>[]) {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = getTableColumns(table);
    columnsOf.set(table, columns);
  }
  const keys = rows.map((row) => Object.keys(row).filter((key) => row[key] !== undefined));
  const values: PlaceholderValues = {};
  rows.forEach((row, i) => {
    for (const key of keys[i]!) {
      const value = row[key];
      values[`${prefix}${i}.${key}`] =
        value === null ? null : columns[key]!.mapToDriverValue(value);
    }
  });
  return { shape: keys.map((k) => k.join(',')).join('|'), values };
}

/** The rows of placeholders of a shape (`insertRows`), for the statement's insert builder. */
export function placeholderRows(prefix: string, shape: string): Record<string, SQL>[] {
  if (shape === '') return [];
  return shape.split('|').map((keys, i) =>
    Object.fromEntries(
      keys
        .split(',')
        .filter(Boolean)
        .map((key) => [key, sql`${sql.placeholder(`${prefix}${i}.${key}`)}`]),
    ),
  );
}
