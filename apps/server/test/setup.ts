import { afterAll, afterEach } from 'vitest';
import { closeTestApps } from './helpers.js';

// Registered before each file's own hooks, so it runs after them (hooks unwind as a stack).
afterAll(closeTestApps);

// pg (on PostgreSQL) warns, once per process, when queries pile up on a client still running one,
// as `Promise.all` over one transaction's queries does: deprecated, refused by pg 9. The test
// during which it warns fails (gates/one-query-at-a-time.test.ts sees every overlap).
const SHARED_CONNECTION = 'Calling client.query() when the client is already executing a query';
const sharedConnection: Error[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes(SHARED_CONNECTION)) sharedConnection.push(warning);
});
afterEach(() => {
  const [warning] = sharedConnection.splice(0);
  if (warning) throw new Error(`Queries overlapped on one connection: ${warning.stack}`);
});
