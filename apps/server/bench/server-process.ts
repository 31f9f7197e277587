/**
 * The server as a child process, for the benchmarks that measure it from outside (startup.ts,
 * idle-memory.ts): started on a DATA_DIR and a port, waited for until ready, and read from /proc
 * (Linux only): its process tree's resident memory and CPU time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');
export const root = path.resolve(serverDir, '../..');

/** `node dist/server.js` in apps/server: what `npm start` runs. */
export const COMPILED_SERVER = [process.execPath, 'dist/server.js'];

const TICKS = 100; // USER_HZ on Linux

/** The process and its descendants. */
export function processTree(pid: number): number[] {
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
  return [pid, ...children.flatMap(processTree)];
}

/** The resident memory of the processes, MiB. */
export function rssMiB(pids: number[]) {
  let kib = 0;
  for (const pid of pids) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

/** The CPU time (user and system) the processes have used, seconds. */
export function cpuSeconds(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}

export interface ServerPlace {
  port: number;
  dataDir: string;
}

/** Starts `command` in apps/server on the place's port and DATA_DIR (embedded database). */
export function startServer(
  command: string[],
  { port, dataDir }: ServerPlace,
  env: Record<string, string> = {},
) {
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

/** Milliseconds from `started` to the first 200 of `/api/health/ready` (3 minutes at most). */
export async function untilReady(child: ChildProcess, port: number, started: number) {
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

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
