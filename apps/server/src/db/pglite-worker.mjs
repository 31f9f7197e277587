// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its queries do
// not hold the server's event loop. Plain JavaScript: a worker loads it without a TS loader.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const keepText = (value) => value;
/** Open transactions: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

// Settings on the command line (`-c name=value`) override postgresql.conf without rewriting it
// (PGlite's `postgresqlconf` option replaces the whole file).
const db = await PGlite.create({
  dataDir: workerData.dataDir,
  extensions: { pg_trgm, unaccent },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(workerData.settings ?? {}).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
  ],
});

/**
 * A query in one trip into PostgreSQL. PGlite's own `query` makes six (Parse, Describe, Bind,
 * Describe, Execute, Sync, each entering the WebAssembly main loop and awaited in turn): about half
 * of a short query's CPU. Here the statement's parameter types are learnt once per SQL text (a
 * Parse + Describe), and every run is then a single message: [Close + Parse,] Bind, Describe,
 * Execute, Sync. The parameters are serialised by PGlite's own serialisers for those types and the
 * answer parsed by its own parser, so the rows are the same as `query` gives.
 *
 * A statement run with a `name` (a frequent read, `executePrepared` in client.ts) is parsed once
 * under that name and then only bound and executed: PostgreSQL keeps its plan (a generic one after
 * five runs when that is no dearer), as it does for the same call on a PostgreSQL server.
 */
const serialize = protocol.serialize;
const PARAMETER_TYPES_MAX = 2000;
/** SQL text → the type ids of its parameters. */
const parameterTypes = new Map();
/** Names of the statements prepared on the connection. */
const prepared = new Set();

function concat(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

async function typesOf(text) {
  let types = parameterTypes.get(text);
  if (types) return types;
  const { messages } = await db.execProtocol(
    concat([serialize.parse({ text }), serialize.describe({ type: 'S' }), serialize.sync()]),
    { syncToFs: false },
  );
  types = parse.parseDescribeStatementResults(messages);
  if (parameterTypes.size >= PARAMETER_TYPES_MAX) {
    parameterTypes.delete(parameterTypes.keys().next().value);
  }
  parameterTypes.set(text, types);
  return types;
}

async function fastQuery(message, options) {
  try {
    return await oneTrip(message, options);
  } catch (error) {
    // As PGlite's `query` does: the statement and its values on the error.
    if (error instanceof Error)
      Object.assign(error, { query: message.sql, params: message.params });
    throw error;
  }
}

async function oneTrip({ sql, params, name }, options) {
  const types = await typesOf(sql);
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const parts = [];
  const parsing = !name || !prepared.has(name);
  if (name && parsing) parts.push(serialize.close({ type: 'S', name }));
  if (parsing) parts.push(serialize.parse({ text: sql, types, name }));
  parts.push(
    serialize.bind({ statement: name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  let messages;
  try {
    ({ messages } = await db.execProtocol(concat(parts), { syncToFs: false }));
  } catch (error) {
    if (name) prepared.delete(name);
    throw error;
  }
  if (name) prepared.add(name);
  return parse.parseResults(messages, db.parsers, options)[0];
}

/**
 * This thread's full garbage collection, taken as lib/heap-gc.ts takes the main thread's (that
 * module is TypeScript, which a worker cannot load): the server's idle trim asks for it
 * (`collectGarbage` in pglite-thread.ts) before giving the C allocator's free memory back.
 */
let gc;
function collectGarbage() {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc');
    } catch {
      gc = null;
    }
  }
  if (typeof gc !== 'function') return { collected: false };
  gc();
  return { collected: true, heapUsedBytes: v8.getHeapStatistics().used_heap_size };
}

/** Each answer tells the size of the database's WebAssembly memory (it grows, never shrinks). */
function reply(id, message) {
  parentPort.postMessage({ id, wasmBytes: db.mod?.HEAPU8.byteLength, ...message });
}

/** An error as data: its message and PostgreSQL's fields (code, detail, constraint, …). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

async function query(message) {
  const parsers = Object.fromEntries(message.textTypes.map((oid) => [oid, keepText]));
  const options = { rowMode: message.rowMode, parsers };
  let result;
  if (message.tx) {
    const open = transactions.get(message.tx);
    if (!open?.tx || open.tx.closed) throw new Error('The transaction has ended.');
    // The transaction holds PGlite's transaction lock; its queries take turns on the query lock.
    result = await db.runExclusive(() => fastQuery(message, options));
  } else {
    // Outside a transaction: wait for any open one to end, as PGlite's `query` does.
    result = await db._runExclusiveTransaction(() =>
      db.runExclusive(() => fastQuery(message, options)),
    );
    await db.syncToFs();
  }
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return { result: await query(message) };
    case 'begin':
      return new Promise((begun, failed) => {
        const id = nextTransaction++;
        const open = {};
        transactions.set(id, open);
        open.ended = db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              Object.assign(open, { tx, commit, rollback });
              begun({ tx: id });
            }),
        );
        open.ended.catch(failed).finally(() => transactions.delete(id));
      });
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('The transaction has ended.');
      if (message.commit) {
        open.commit();
        await open.ended;
      } else {
        open.rollback(new Error('rolled back'));
        await open.ended.catch(() => undefined);
      }
      return {};
    }
    case 'stats':
      return {
        stats: {
          wasmBytes: db.mod.HEAPU8.byteLength,
          parameterTypes: parameterTypes.size,
          prepared: prepared.size,
        },
      };
    case 'gc':
      return { gc: collectGarbage() };
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (answer) => reply(message.id, answer),
    (error) => reply(message.id, { error: errorData(error) }),
  );
});
parentPort.postMessage({ id: 0, ready: true, wasmBytes: db.mod.HEAPU8.byteLength });
