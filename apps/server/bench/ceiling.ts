/**
 * `--ceiling`: what any HTTP server can reach on this machine. A bare `node:http` server in the
 * benchmark's process answers each page's path by running the page's captured SQL through the
 * same raw runner (the same pool, the same prepared statements) and sending `JSON.stringify` of
 * the first statement's rows with the API's own response headers: no framework, no validation, no
 * hooks, no mapping. Measured in the same alternation as the API and the raw loop, its ratio to
 * the floor is the most an API written for Node could show here (docs/benchmarks.md, 2026-11-30).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { RawQuery, RawRunner } from './measure.js';

export interface BarePage {
  path: string;
  steps: RawQuery[][];
}

/** Headers Node writes itself (and the length, which differs per answer). */
const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers of one API answer, as a bare server would send them (a fresh `x-request-id`). */
export function copiedHeaders(headers: Headers): Record<string, string> {
  const copied: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!OWN.has(name)) copied[name] = value;
  });
  return copied;
}

/** The rows of a driver's answer (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(answer: unknown): unknown[] {
  return (answer as { rows: unknown[] }).rows;
}

/**
 * Starts the bare server on a free port of 127.0.0.1. `pages` can be swapped between scenarios
 * (`serve`); an unknown path is a 404. A product page's answer is its row, a list page's its
 * rows, as the API's `GET /api/products/:id` and `GET /api/products` answer one or many.
 */
export async function startBareServer(raw: RawRunner, headers: Record<string, string>) {
  let byPath = new Map<string, BarePage>();
  const server = http.createServer((request, response) => {
    const page = byPath.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      let first: unknown;
      for (const step of page.steps) {
        const answers = await Promise.all(step.map(raw));
        first ??= answers[0];
      }
      const rows = rowsOf(first);
      const body = JSON.stringify(page.path.startsWith('/api/products/') ? rows[0] : rows);
      response.writeHead(200, {
        ...headers,
        'x-request-id': randomUUID(),
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    serve(pages: BarePage[]) {
      byPath = new Map(pages.map((page) => [page.path, page]));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
