/**
 * `npm run bench:memory`: the resident memory of an idle demo shop, as the README's command runs
 * it: the compiled server (`node dist/server.js`, built first if stale) on the embedded database,
 * in a new DATA_DIR.
 *
 * The first start makes the demo shop (migrations, seeding) and stays up, as `npm start` does;
 * then the server is restarted on that shop `--restarts` times. Each process is read twice: after
 * `--idle` seconds of quiet from ready, and after `--requests` visits (home, catalog and product
 * pages rendered on the server, the catalog API's lists, searches and product pages, one at a
 * time) and `--idle` seconds of quiet again. The figure is the resident memory of the process
 * tree from /proc (Linux only), every thread included (the embedded database's).
 *
 *   npm run bench:memory -- [--restarts 3] [--idle 60] [--requests 300]
 *
 * Writes bench/results/memory-<time>.md. Memory hardly depends on the machine's load, unlike
 * times, but the allocator and Node's version change it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPILED_SERVER,
  median,
  processTree,
  root,
  rssMiB,
  startServer,
  stopServer,
  untilReady,
} from './server-process.js';

interface Options {
  restarts: number;
  idle: number;
  requests: number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { restarts: 3, idle: 60, requests: 300 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]!.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(key in options) || !Number.isInteger(value) || value < 0) {
      console.error(`unknown option or value: ${argv[i]} ${argv[i + 1] ?? ''}`);
      process.exit(2);
    }
    options[key] = value;
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const place = {
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kramik-memory-')),
  port: 39100 + Math.floor(Math.random() * 900),
};
const base = `http://127.0.0.1:${place.port}`;
const log = (message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The pages and API calls a visitor's browsing makes, from the shop's own catalog. */
async function visits(): Promise<string[]> {
  const response = await fetch(`${base}/api/products?limit=50`);
  const page = (await response.json()) as { items: { _id: string; name: string }[] };
  const ids = page.items.map((item) => item._id);
  const words = [...new Set(page.items.map((item) => item.name.split(/\s+/)[0]!.toLowerCase()))];
  const paths = ['/', '/catalog', '/api/products?limit=50', '/api/products?sort=price_asc'];
  ids.forEach((id, i) => {
    paths.push(`/products/${id}`, `/api/products/${id}`);
    const word = words[i % words.length];
    if (word) paths.push(`/api/products?q=${encodeURIComponent(word)}`);
  });
  return paths;
}

async function browse(count: number) {
  const paths = await visits();
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${paths[i % paths.length]}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${paths[i % paths.length]}: ${response.status}`);
  }
}

interface Reading {
  run: string;
  readySeconds: number;
  idle: number;
  afterRequests: number;
}

/** One process from start to stop: ready, quiet, browsed, quiet again. */
async function measure(run: string): Promise<Reading> {
  const started = performance.now();
  // One visitor's requests a second, more than the rate limit lets one address make.
  const child = startServer(COMPILED_SERVER, place, { RATE_LIMIT_MAX: '1000000' });
  const readyMs = await untilReady(child, place.port, started);
  await sleep(options.idle);
  const idle = rssMiB(processTree(child.pid!));
  await browse(options.requests);
  await sleep(options.idle);
  const afterRequests = rssMiB(processTree(child.pid!));
  await stopServer(child);
  log(
    `${run}: ready in ${(readyMs / 1000).toFixed(1)} s; idle ${idle.toFixed(0)} MiB, after ` +
      `${options.requests} requests ${afterRequests.toFixed(0)} MiB`,
  );
  return { run, readySeconds: readyMs / 1000, idle, afterRequests };
}

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const readings: Reading[] = [];
try {
  readings.push(await measure('first start (makes the demo shop)'));
  for (let i = 1; i <= options.restarts; i++) readings.push(await measure(`restart ${i}`));
} finally {
  fs.rmSync(place.dataDir, { recursive: true, force: true });
}

const restarts = readings.slice(1);
const lines = [
  `# Idle demo shop's memory, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `\`npm run bench:memory${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`: ` +
    `\`node dist/server.js\`, embedded database, demo shop; Node ${process.version}, ` +
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}. Resident memory of the process tree after ${options.idle} s quiet.`,
  '',
  `| run | ready in | idle after start | idle after ${options.requests} requests |`,
  '|---|--:|--:|--:|',
  ...readings.map(
    (r) =>
      `| ${r.run} | ${r.readySeconds.toFixed(1)} s | ${r.idle.toFixed(0)} MiB | ` +
      `${r.afterRequests.toFixed(0)} MiB |`,
  ),
  '',
  restarts.length > 0
    ? `Restarts: idle ${median(restarts.map((r) => r.idle)).toFixed(0)} MiB (median; ` +
      `${Math.min(...restarts.map((r) => r.idle)).toFixed(0)}–` +
      `${Math.max(...restarts.map((r) => r.idle)).toFixed(0)}), after requests ` +
      `${median(restarts.map((r) => r.afterRequests)).toFixed(0)} MiB. Target (issue 21): ` +
      'under 250 MiB.'
    : '',
];
const report = `${lines.join('\n')}\n`;
const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
const file = path.join(root, 'bench', 'results', `memory-${stamp}.md`);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, report);
process.stdout.write(`\n${report}\nwritten: ${path.relative(root, file)}\n`);
