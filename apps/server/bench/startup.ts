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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPILED_SERVER,
  cpuSeconds,
  median,
  processTree,
  root,
  rssMiB,
  serverDir,
  startServer,
  stopServer,
  untilReady,
} from './server-process.js';

const runs = Number(process.argv[2] ?? 5);

const VARIANTS: Record<string, string[]> = {
  'compiled (node --enable-source-maps dist/server.js)': [
    process.execPath,
    '--enable-source-maps',
    'dist/server.js',
  ],
  'compiled, no source maps (node dist/server.js)': COMPILED_SERVER,
  'tsx (tsx src/server.ts, before)': [path.join(root, 'node_modules/.bin/tsx'), 'src/server.ts'],
};

if (!fs.existsSync(path.join(serverDir, 'dist/server.js'))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const place = {
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kramik-startup-')),
  port: 39100 + Math.floor(Math.random() * 900),
};
const start = (command: string[]) => startServer(command, place);
const ready = (child: ReturnType<typeof start>, started: number) =>
  untilReady(child, place.port, started);

// The demo shop, once (seeded on the first start of the new embedded database).
{
  const first = start(VARIANTS['compiled, no source maps (node dist/server.js)']!);
  const seconds = (await ready(first, performance.now())) / 1000;
  console.log(`demo shop made in ${seconds.toFixed(1)} s (not measured)`);
  await stopServer(first);
}

const results: Record<string, { ready: number[]; cpu: number[]; rss: number[]; idle: number[] }> =
  {};
for (let run = 1; run <= runs; run += 1) {
  for (const [name, command] of Object.entries(VARIANTS)) {
    const started = performance.now();
    const child = start(command);
    const readyMs = await ready(child, started);
    const pids = processTree(child.pid!);
    const sample = { rss: rssMiB(pids), cpu: cpuSeconds(pids) };
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle = rssMiB(processTree(child.pid!));
    await stopServer(child);
    const result = (results[name] ??= { ready: [], cpu: [], rss: [], idle: [] });
    result.ready.push(readyMs / 1000);
    result.cpu.push(sample.cpu);
    result.rss.push(sample.rss);
    result.idle.push(idle);
    console.log(
      `run ${run} ${name}: ready ${(readyMs / 1000).toFixed(2)} s, CPU ${sample.cpu.toFixed(2)} s, ` +
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
fs.rmSync(place.dataDir, { recursive: true, force: true });
