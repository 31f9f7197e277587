/** The catalog benchmark's bare server (apps/server/bench/ceiling.ts, `--ceiling`). */
import { afterAll, describe, expect, it } from 'vitest';
import { copiedHeaders, startBareServer } from '../bench/ceiling.js';
import type { RawQuery } from '../bench/measure.js';

const ran: RawQuery[] = [];
const rowsBySql: Record<string, unknown[]> = {
  'select product': [{ id: 'p-1', name: 'Vase' }],
  'select lead time': [{ days: 3 }],
  'select list': [{ id: 'p-1' }, { id: 'p-2' }],
};
const server = await startBareServer(
  async (query) => {
    ran.push(query);
    return { rows: rowsBySql[query.sql] };
  },
  copiedHeaders(
    new Headers({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'",
      date: 'Mon, 30 Nov 2026 22:00:00 GMT',
      'content-length': '12',
      connection: 'keep-alive',
      'x-request-id': 'of-the-copied-answer',
    }),
  ),
);
afterAll(() => server.close());

describe('the bare server', () => {
  it("answers a product page with its first statement's row, after every step, with the API's headers", async () => {
    server.serve([
      {
        path: '/api/products/p-1',
        steps: [
          [{ sql: 'select product', params: ['p-1'] }],
          [{ sql: 'select lead time', params: ['p-1'] }],
        ],
      },
    ]);
    ran.length = 0;
    const response = await fetch(`${server.url}/api/products/p-1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'p-1', name: 'Vase' });
    expect(ran.map((query) => query.sql)).toEqual(['select product', 'select lead time']);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-request-id')).not.toBe('of-the-copied-answer');
    expect(response.headers.get('date')).not.toBe('Mon, 30 Nov 2026 22:00:00 GMT');
  });

  it("answers a list page with its rows, and a path of no page of the scenario's with 404", async () => {
    server.serve([{ path: '/api/products?q=vase', steps: [[{ sql: 'select list', params: [] }]] }]);
    const list = await fetch(`${server.url}/api/products?q=vase`);
    expect(await list.json()).toEqual([{ id: 'p-1' }, { id: 'p-2' }]);
    expect((await fetch(`${server.url}/api/products/p-1`)).status).toBe(404);
  });
});
