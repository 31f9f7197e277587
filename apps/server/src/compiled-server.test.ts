import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/marketplace.js';

const serverDir = path.resolve(import.meta.dirname, '..');
// Inside the repository, where the installed packages the bundle imports are found.
const buildRoot = path.join(serverDir, 'node_modules/.cache', `kramik-build-test-${randomUUID()}`);
const outdir = path.join(buildRoot, 'dist');
// Made by the test: a skipped file (the PostgreSQL pass) runs no hook that would remove it.
let dataDir: string | undefined;

afterAll(() => {
  fs.rmSync(buildRoot, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The environment without what would make node run TypeScript (vitest's or tsx's loaders). */
function plainEnvironment() {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}

async function waitForReady(url: string, exited: () => string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(gone);
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

const LOADED_AT_FIRST_USE = [
  'sharp',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'ioredis',
  '@zxcvbn-ts/language-common',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  // The FFI package behind the idle trim of the C allocator (lib/malloc-trim.ts).
  'koffi',
];

// The PostgreSQL pass of the suite would only repeat it: the compiled server runs on PGlite here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the compiled server (npm run build)', () => {
  it('builds, starts with plain node on a fresh DATA_DIR, is ready, and stops on SIGTERM', async () => {
    const build = spawnSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), outdir], {
      env: plainEnvironment(),
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    for (const file of ['server.js', 'pglite-worker.mjs', 'migrations/meta/_journal.json']) {
      expect(fs.existsSync(path.join(outdir, file)), file).toBe(true);
    }
    // No TypeScript is left to run: the contract package is inside the bundle.
    const bundle = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
    expect(bundle).not.toMatch(/from "@kramik\/contract"/);
    // ASCII only, so that V8 keeps its source as one byte a character (scripts/build.mjs).
    expect(bundle.match(/[^\t\n\r\x20-\x7e].{0,40}/)?.[0]).toBeUndefined();
    // Packages of rare paths are loaded at their first use, not at start (an idle shop's memory,
    // docs/benchmarks.md): the bundle imports them dynamically only.
    for (const lazy of LOADED_AT_FIRST_USE) {
      expect(bundle, lazy).not.toMatch(new RegExp(`^import [^;]* from "${lazy}";$`, 'm'));
      expect(bundle, lazy).toContain(`import("${lazy}")`);
    }

    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'kramik-compiled-'));
    dataDir = data;
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
      cwd: serverDir,
      env: {
        ...plainEnvironment(),
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: data,
        WEB_DIST_DIR: path.join(data, 'no-web'),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        // The embedded database and local media whatever the machine's environment says (an
        // empty variable counts as unset).
        DATABASE_URL: '',
        REDIS_URL: '',
        S3_ENDPOINT: '',
        ADMIN_PASSWORD: 'compiled-server-test-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const ready = await waitForReady(
        `http://127.0.0.1:${port}/api/health/ready`,
        () =>
          child.exitCode === null
            ? undefined
            : `the server exited (${child.exitCode}): ${output.slice(-2000)}`,
        90_000,
      );
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok' },
      });
      const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      expect(live.status).toBe(200);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    expect(await exit, output.slice(-2000)).toBe(0);
  }, 150_000);
});
