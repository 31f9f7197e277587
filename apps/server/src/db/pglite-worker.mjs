// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its queries do
// not hold the server's event loop. Plain JavaScript: a worker loads it without a TS loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const keepText = (value) => value;
/** Open transactions: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm, unaccent } });

function reply(id, message) {
  parentPort.postMessage({ id, ...message });
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

async function run(message) {
  switch (message.op) {
    case 'query': {
      const client = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!client) throw new Error('The transaction has ended.');
      const parsers = Object.fromEntries(message.textTypes.map((oid) => [oid, keepText]));
      const result = await client.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
      return {
        result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      };
    }
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
parentPort.postMessage({ id: 0, ready: true });
