/** The results of a run: the Markdown report, the console table and the docs page. */
import os from 'node:os';
import { type Figures, type PlanSummary } from './measure.js';
import { type NodesResult } from './nodes.js';
import { type Options } from './options.js';
import { type Scenario } from './scenarios.js';

export interface ScenarioResult {
  name: string;
  api: Figures;
  raw: Figures;
  ratio: number;
  target: Scenario['target'];
  pass: boolean;
  plan: PlanSummary;
  planText: string;
  /** `--ceiling`: the bare `node:http` server on the same SQL (`ceiling.ts`). */
  bare?: Figures;
}

export interface DatabaseResult {
  kind: 'postgres' | 'pglite';
  version: string;
  products: number;
  loadSeconds: number;
  scenarios: ScenarioResult[];
  matrix: {
    q: string;
    filter: string;
    sort: string;
    summary: PlanSummary;
    /** PostgreSQL: whether the generic plan (a prepared statement's) reads the catalog in full. */
    generic?: boolean;
  }[];
  /** `--nodes N`: the API on N server processes against one of them. */
  nodes?: NodesResult;
}

/** The matrix's plans that read products (or their search rows) in full, custom or generic. */
export function fullReads(result: DatabaseResult) {
  const label = (row: DatabaseResult['matrix'][number]) =>
    `${row.q || '–'}/${row.filter}/${row.sort}`;
  return {
    custom: result.matrix.filter((row) => row.summary.seqScanOnProducts).map(label),
    generic: result.matrix.filter((row) => row.generic).map(label),
    genericChecked: result.matrix.some((row) => row.generic !== undefined),
  };
}

function fullReadsLine(result: DatabaseResult) {
  const reads = fullReads(result);
  const custom =
    reads.custom.length === 0
      ? `${result.matrix.length} filter × sort plans, none reads products sequentially`
      : `Seq Scan of products in ${reads.custom.join(', ')}`;
  if (!reads.genericChecked) return custom;
  return `${custom}; generic plans (prepared statements): ${reads.generic.length === 0 ? 'none reads them sequentially' : `Seq Scan in ${reads.generic.join(', ')}`}`;
}

export function machine(loadBefore: number[], loadAfter: number[]) {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter
      .map((l) => l.toFixed(1))
      .join(' ')} after`,
  };
}

const ms = (v: number) => v.toFixed(1);

export function markdown(
  results: DatabaseResult[],
  options: Options,
  info: ReturnType<typeof machine>,
  date: string,
) {
  const out: string[] = [];
  out.push(`# Catalog benchmark, ${date}`, '');
  out.push(
    `\`npm run bench:catalog -- --products ${options.products} --db ${options.db} --duration ${options.duration} --rounds ${options.rounds} --warmup ${options.warmup} --connections ${options.connections} --pool ${options.pool} --seed ${options.seed}${options.nodes > 1 ? ` --nodes ${options.nodes} --redis ${options.redis ?? 'none'}` : ''}\``,
    '',
  );
  out.push(
    `Machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average ${info.loadAverage}.`,
    '',
  );
  out.push(
    'API: the server built by `buildApp` in the benchmark process, autocannon in a worker thread, ' +
      `${options.connections} keep-alive connections. Raw: the SQL the API runs (the statements ` +
      `\`searchCatalog\` and \`getProduct\` send, captured with drizzle's query logger), on the bare ` +
      `driver with ${options.connections} closed-loop workers, each going through the pages in turn as an autocannon connection does (a node-postgres pool of ` +
      `${options.pool} connections, as the API's, or the PGlite thread the API shares). Each side: ${options.warmup} s ` +
      `warm-up, then ${options.duration} s measured in ${options.rounds} slices alternating with ` +
      'the other side (p50: the median slice, p99: the worst slice).',
    '',
  );
  for (const result of results) {
    const title = result.kind === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)';
    out.push(
      `## ${title}: ${result.version}`,
      '',
      `${result.products.toLocaleString('en')} products, loaded in ${result.loadSeconds.toFixed(0)} s.`,
      '',
    );
    out.push(
      '| scenario | API req/s | raw q/s | ratio | API p50 ms | API p99 ms | raw p50 ms | raw p99 ms | target | result |',
      '|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
    );
    for (const s of result.scenarios) {
      const target = s.target
        ? `≥ ${s.target.ratio}×${s.target.p99 ? `, p99 < ${s.target.p99} ms` : ''}`
        : '–';
      out.push(
        `| ${s.name} | ${s.api.rate.toFixed(0)} | ${s.raw.rate.toFixed(0)} | ${s.ratio.toFixed(2)} | ${ms(s.api.p50)} | ${ms(s.api.p99)} | ${ms(s.raw.p50)} | ${ms(s.raw.p99)} | ${target} | ${s.pass ? 'pass' : '**missed**'}${s.api.errors ? ` (${s.api.errors} errors)` : ''} |`,
      );
    }
    if (result.scenarios.some((s) => s.bare)) out.push('', ...ceilingSection(result.scenarios));
    if (result.nodes) out.push('', ...nodesSection(result.nodes, options));
    out.push('', '### Plans of the scenario queries (first page of each)', '');
    for (const s of result.scenarios) {
      out.push(
        `- **${s.name}**: ${s.plan.top}; ${s.plan.executionMs.toFixed(2)} ms${s.plan.seqScanOnProducts ? ' — **Seq Scan on products**' : ''}`,
      );
    }
    out.push('', '<details><summary>EXPLAIN (ANALYZE, BUFFERS), top lines</summary>', '');
    for (const s of result.scenarios) {
      out.push(`${s.name}:`, '', '```text', ...s.planText.split('\n').slice(0, 14), '```', '');
    }
    out.push('</details>', '');
    out.push(
      `### Every filter × sort (${result.matrix.length} plans)`,
      '',
      `EXPLAIN: ${fullReadsLine(result)}. (A sequential scan of products or of their search rows counts.)`,
      '',
      '| words | filter | sort | plan (top) | rows filtered out | ms |',
      '|---|---|---|---|--:|--:|',
    );
    for (const row of result.matrix) {
      out.push(
        `| ${row.q || '–'} | ${row.filter} | ${row.sort} | ${row.summary.top}${row.summary.seqScanOnProducts ? ' **(Seq Scan)**' : ''}${row.generic ? ' **(generic plan: Seq Scan)**' : ''} | ${row.summary.rowsRemovedByFilter} | ${row.summary.executionMs.toFixed(2)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

function ceilingSection(scenarios: ScenarioResult[]) {
  const lines = [
    '### A bare server on the same SQL (`--ceiling`)',
    '',
    'A `node:http` server in this process running each page’s SQL on the raw side’s pool and ' +
      'sending `JSON.stringify` of its rows with the API’s headers, in the same alternation.',
    '',
    '| scenario | bare server req/s | bare / raw | API / bare |',
    '|---|--:|--:|--:|',
  ];
  for (const s of scenarios) {
    if (!s.bare) continue;
    lines.push(
      `| ${s.name} | ${s.bare.rate.toFixed(0)} | ${(s.bare.rate / s.raw.rate).toFixed(2)} | ${(s.api.rate / s.bare.rate).toFixed(2)} |`,
    );
  }
  return lines;
}

function nodesSection(nodes: NodesResult, options: Options) {
  const lines = [
    `### ${nodes.count} nodes against one`,
    '',
    `${nodes.count} server processes (\`server.ts\`, ${nodes.pool} PostgreSQL connections each, ` +
      `${nodes.redis ? 'counters in Redis' : 'no Redis'}) on this database; autocannon's ` +
      `${options.connections} connections spread over them, or all on the first one, in ` +
      `${options.rounds} alternating slices of ${options.duration / options.rounds} s a side.`,
    '',
    `| scenario | 1 node req/s | 1 node p99 ms | ${nodes.count} nodes req/s | ${nodes.count} nodes p99 ms | ${nodes.count} nodes / 1 |`,
    '|---|--:|--:|--:|--:|--:|',
  ];
  for (const s of nodes.scenarios) {
    const errors = s.one.errors + s.all.errors;
    lines.push(
      `| ${s.name} | ${s.one.rate.toFixed(0)} | ${ms(s.one.p99)} | ${s.all.rate.toFixed(0)} | ${ms(s.all.p99)} | ${s.scale.toFixed(2)}${errors ? ` (${errors} errors)` : ''} |`,
    );
  }
  return lines;
}

export function table(results: DatabaseResult[]) {
  for (const result of results) {
    console.log(`\n${result.version}, ${result.products.toLocaleString('en')} products`);
    console.table(
      result.scenarios.map((s) => ({
        scenario: s.name,
        'API req/s': Math.round(s.api.rate),
        'raw q/s': Math.round(s.raw.rate),
        ratio: Number(s.ratio.toFixed(2)),
        ...(s.bare ? { 'bare/raw': Number((s.bare.rate / s.raw.rate).toFixed(2)) } : {}),
        'API p50': Number(ms(s.api.p50)),
        'API p99': Number(ms(s.api.p99)),
        result: s.pass ? 'pass' : 'MISSED',
      })),
    );
    console.log(`EXPLAIN: ${fullReadsLine(result)}`);
    if (result.nodes) {
      console.log(`\n${result.nodes.count} nodes against one`);
      console.table(
        result.nodes.scenarios.map((s) => ({
          scenario: s.name,
          '1 node req/s': Math.round(s.one.rate),
          '1 node p99': Number(ms(s.one.p99)),
          [`${result.nodes!.count} nodes req/s`]: Math.round(s.all.rate),
          [`${result.nodes!.count} nodes p99`]: Number(ms(s.all.p99)),
          scale: Number(s.scale.toFixed(2)),
        })),
      );
    }
  }
}

/** A page's text before its first `## ` section, and the sections, each keyed by its heading. */
function sectionsOf(page: string) {
  const parts = page.split(/^(?=## )/m);
  const preamble = parts[0]!.startsWith('## ') ? '' : parts.shift()!;
  return {
    preamble,
    // "## Checkout benchmark, 2026-11-26 21:00 UTC" and the next run's are the same section.
    sections: parts.map((text) => ({ key: text.split('\n', 1)[0]!.split(',', 1)[0]!, text })),
  };
}

/**
 * docs/benchmarks.md with the sections of `fresh` in place of those of the same heading, the
 * others kept (each benchmark writes its own section; a run of one never drops another's), and
 * the preamble of `fresh` when it has one.
 */
export function mergeDocs(existing: string, fresh: string) {
  const old = sectionsOf(existing);
  const next = sectionsOf(fresh);
  const byKey = new Map(next.sections.map((section) => [section.key, section.text]));
  const kept = old.sections.map((section) => {
    const text = byKey.get(section.key) ?? section.text;
    byKey.delete(section.key);
    return text;
  });
  const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  return [next.preamble || old.preamble, ...kept, ...byKey.values()]
    .filter((text) => text.trim() !== '')
    .map(withNewline)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

export function docsPage(report: string, stamp: string) {
  return [
    '# Benchmarks',
    '',
    'The latest full-size catalog run (`npm run bench:catalog`, 100,000 products), copied here by',
    `the script; every run's figures are in \`bench/results/\` (this one: \`catalog-${stamp}.md\`).`,
    'The targets are ratios measured in the same run, because absolute times on shared machines',
    'drift: the API at least 0.6× its raw-SQL floor on both databases, and a search',
    'page p99 under 20 ms on PostgreSQL with 10 connections.',
    '',
    report.replace(/^### /gm, '#### ').replace(/^## /gm, '### ').replace(/^# /m, '## Latest run: '),
  ].join('\n');
}
