/**
 * The two sides of every comparison: the API under autocannon (HTTP, keep-alive connections) and
 * the same SQL through the bare driver in a closed loop with as many workers as connections; plus
 * EXPLAIN of a query, summarised.
 */
import autocannon from 'autocannon';
import type pg from 'pg';

/** A query as the driver gets it. */
export interface RawQuery {
  sql: string;
  params: unknown[];
}

/** Runs SQL on the bare driver (a node-postgres pool, or the PGlite thread). */
export type RawRunner = (query: RawQuery) => Promise<unknown>;

export interface Figures {
  /** Requests (or pages of queries) per second. */
  rate: number;
  p50: number;
  p99: number;
  count: number;
  errors: number;
  seconds: number;
}

/**
 * Slices of one side measured between slices of the other, added up: the rate over all of them,
 * the median of the slices' p50 and the worst slice's p99.
 */
export function combine(slices: Figures[]): Figures {
  const count = slices.reduce((sum, s) => sum + s.count, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  return {
    rate: count / seconds,
    p50: p50s[Math.floor((p50s.length - 1) / 2)] ?? 0,
    p99: Math.max(...slices.map((s) => s.p99)),
    count,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    seconds,
  };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/**
 * `workers` loops that each run `task(i)` back to back for `seconds` (worker w runs i = w, w+1,
 * w+2, …), as a pool of connections serving that many clients would; counts completed tasks and
 * their latencies.
 */
export async function closedLoop(
  task: (i: number) => Promise<unknown>,
  options: { workers: number; seconds: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      // Each worker goes through every page in turn, as each autocannon connection does (with
      // i += workers, 10 workers on 10 search terms would each repeat one term, and the cheap
      // terms would weigh more than the costly ones).
      for (let i = worker; performance.now() < deadline; i++) {
        const t = performance.now();
        try {
          await task(i);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    errors,
    seconds: elapsed,
  };
}

/**
 * GETs the paths in turn on every connection (autocannon in a worker thread, off our loop). With
 * several URLs (app nodes), connection i goes to URL i mod n, as a load balancer spreads them.
 */
export async function loadTest(
  url: string | string[],
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<Figures> {
  const result = await autocannon({
    // autocannon takes an array of URLs too (its README), which its types do not say.
    url: url as string,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    rate: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
    seconds: result.duration,
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** The first nodes from the top, e.g. `Limit → Index Scan Backward (products_created_idx)`. */
  top: string;
  indexes: string[];
  /** A sequential scan of products or of their search rows (product_search). */
  seqScanOnProducts: boolean;
  rowsRemovedByFilter: number;
  executionMs: number;
}

/** A sequential scan of products or of their search rows. */
function readsCatalogInFull(node: PlanNode) {
  return (
    node['Node Type'] === 'Seq Scan' &&
    (node['Relation Name'] === 'products' || node['Relation Name'] === 'product_search')
  );
}

function nodesOf(root: PlanNode) {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root);
  return nodes;
}

/**
 * The plan PostgreSQL may keep for a prepared statement after five runs, planned without its
 * parameters' values (`plan_cache_mode = force_generic_plan`): whether it reads the catalog in
 * full. On a connection of its own (PREPARE and the setting belong to the session).
 */
export async function genericPlanReadsInFull(client: pg.PoolClient, query: RawQuery) {
  const literal = (value: unknown) =>
    value === null || value === undefined
      ? 'NULL'
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
  await client.query(`PREPARE bench_generic AS ${query.sql}`);
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    const args = query.params.map(literal).join(', ');
    const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE bench_generic${args ? `(${args})` : ''}`,
    );
    return nodesOf(result.rows[0]!['QUERY PLAN'][0]!.Plan).some(readsCatalogInFull);
  } finally {
    await client.query('DEALLOCATE bench_generic');
    await client.query('RESET plan_cache_mode');
  }
}

function label(node: PlanNode) {
  const on = node['Index Name'] ?? node['Relation Name'];
  return on ? `${node['Node Type']} (${on})` : node['Node Type'];
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query: the plan's top and whether products is read in full. */
export async function explain(
  run: (sql: string, params: unknown[]) => Promise<unknown[]>,
  query: RawQuery,
): Promise<{ summary: PlanSummary; text: string }> {
  const [json] = await run(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  const raw = (json as Record<string, unknown>)['QUERY PLAN'];
  const document = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
  }[];
  const root = document[0]!;
  const nodes = nodesOf(root.Plan);
  const chain: string[] = [];
  for (let node: PlanNode | undefined = root.Plan; node && chain.length < 5;) {
    chain.push(label(node));
    node = node.Plans?.[0];
  }
  const textRows = await run(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
  return {
    summary: {
      top: chain.join(' → '),
      indexes: [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))],
      seqScanOnProducts: nodes.some(readsCatalogInFull),
      rowsRemovedByFilter: nodes.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0),
      executionMs: root['Execution Time'],
    },
    text: textRows.map((row) => String((row as Record<string, unknown>)['QUERY PLAN'])).join('\n'),
  };
}
