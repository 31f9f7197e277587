import { afterAll, afterEach } from 'vitest';
import { closeTestApps } from './helpers.js';

// Registered before each file's own hooks, so it runs after them (hooks unwind as a stack).
afterAll(closeTestApps);

// pg (on PostgreSQL) warns, once per process, when queries pile up on a client still running one,
// as `Promise.all` over one transaction's queries does: deprecated, refused by pg 9. The test
// during which it warns fails (gates/one-query-at-a-time.test.ts sees every overlap).
const SHARED_CONNECTION = 'Calling client.query() when the client is already executing a query';
// This file runs again before each test file, in a worker that keeps running (`isolate: false`):
// one listener a process, whose list every file's hook empties.
const WARNINGS = Symbol.for('kramik.test.sharedConnectionWarnings');
const processWithList = process as NodeJS.Process & { [WARNINGS]?: Error[] };
const sharedConnection = (processWithList[WARNINGS] ??= listenForSharedConnections());
function listenForSharedConnections() {
  const seen: Error[] = [];
  process.on('warning', (warning) => {
    if (warning.message.includes(SHARED_CONNECTION)) seen.push(warning);
  });
  return seen;
}
afterEach(() => {
  const [warning] = sharedConnection.splice(0);
  if (warning) throw new Error(`Queries overlapped on one connection: ${warning.stack}`);
});
