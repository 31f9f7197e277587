/**
 * Start-up to ready and resident memory of the server, compiled (`node dist/server.js`, what
 * `npm start` runs) against the sources through tsx (what it ran before): each run starts the
 * server on one DATA_DIR with the demo shop on the embedded database (made by a first start, not
 * measured), times the start to the first 200 of `/api/health/ready`, and reads the process
 * tree's resident memory and CPU time then, and its memory again after 10 s idle. Runs alternate
 * between the variants, so that a busy machine slows all of them alike. Linux only (/proc).
 *
 *   npm run build && npx tsx apps/server/bench/startup.ts [runs=5]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(serverDir, '../..');
const runs = Number(process.argv[2] ?? 5);
const TICKS = 100; // USER_HZ on Linux

const VARIANTS: Record<string, string[]> = {
  'compiled (node --enable-source-maps dist/server.js)': [
    process.execPath,
    '--enable-source-maps',
    'dist/server.js',
  ],
  'compiled, no source maps (node dist/server.js)': [process.execPath, 'dist/server.js'],
  'tsx (tsx src/server.ts, before)': [path.join(root, 'node_modules/.bin/tsx'), 'src/server.ts'],
};

if (!fs.existsSync(path.join(serverDir, 'dist/server.js'))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kramik-startup-'));
const port = 39100 + Math.floor(Math.random() * 900);

function tree(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => {
      try {
        return fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/);
      } catch {
        return [];
      }
    })
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(tree)];
}

function rssMiB(pids: number[]) {
  let kib = 0;
  for (const pid of pids) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

function cpuSeconds(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}

function start(command: string[], env: Record<string, string> = {}) {
  return spawn(command[0]!, command.slice(1), {
    cwd: serverDir,
    env: {
      // eslint-disable-next-line no-restricted-syntax -- the child servers' own environment
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilReady(child: ChildProcess, started: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 180_000) throw new Error('not ready in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// The demo shop, once (seeded on the first start of the new embedded database).
{
  const first = start(VARIANTS['compiled, no source maps (node dist/server.js)']!);
  const seconds = (await untilReady(first, performance.now())) / 1000;
  console.log(`demo shop made in ${seconds.toFixed(1)} s (not measured)`);
  await stop(first);
}

const results: Record<string, { ready: number[]; cpu: number[]; rss: number[]; idle: number[] }> =
  {};
for (let run = 1; run <= runs; run += 1) {
  for (const [name, command] of Object.entries(VARIANTS)) {
    const started = performance.now();
    const child = start(command);
    const ready = await untilReady(child, started);
    const pids = tree(child.pid!);
    const sample = { rss: rssMiB(pids), cpu: cpuSeconds(pids) };
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle = rssMiB(tree(child.pid!));
    await stop(child);
    const result = (results[name] ??= { ready: [], cpu: [], rss: [], idle: [] });
    result.ready.push(ready / 1000);
    result.cpu.push(sample.cpu);
    result.rss.push(sample.rss);
    result.idle.push(idle);
    console.log(
      `run ${run} ${name}: ready ${(ready / 1000).toFixed(2)} s, CPU ${sample.cpu.toFixed(2)} s, ` +
        `RSS ${sample.rss.toFixed(0)} MiB at ready, ${idle.toFixed(0)} MiB after 10 s`,
    );
  }
}

console.log(
  `\nMedians of ${runs} runs (${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}):\n`,
);
console.log('| server | start to ready | CPU time to ready | RSS at ready | RSS after 10 s idle |');
console.log('|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `| ${name} | ${median(r.ready).toFixed(2)} s | ${median(r.cpu).toFixed(2)} s | ` +
      `${median(r.rss).toFixed(0)} MiB | ${median(r.idle).toFixed(0)} MiB |`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
