#!/usr/bin/env node
// `npm start`: builds the web app and the compiled server (each workspace's `build`) only when a
// build is missing or older than what it is built from, so that a restart with nothing changed
// starts at once. `npm run build` (`--always`) builds both whatever their state. Either way the
// lockfile's hash is recorded beside each build, so that a start after it knows it is current.
// `--development` also builds the web app with React's development build into apps/web/dev-build
// (the hydration journey serves it: React reports a page the browser hydrates differently from
// the server's HTML only there).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const always = process.argv.includes('--always');
const development = process.argv.includes('--development');
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-ssr']);
// `npm install` rewrites the lockfile even when nothing changed: its content tells, not its time.
const lockfileHash = createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'package-lock.json')))
  .digest('hex');
const stamps = path.join(root, 'node_modules/.cache/kramik');

const TARGETS = [
  {
    name: 'the web app',
    folder: 'apps/web/dist',
    workspace: '@kramik/web',
    // The server's renderer of the public pages is built beside the app.
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'],
    sources: ['apps/web', 'packages/contract'],
    stamp: 'web-build-lockfile.sha256',
  },
  {
    name: 'the server',
    folder: 'apps/server/dist',
    workspace: '@kramik/server',
    outputs: ['apps/server/dist/server.js'],
    sources: ['apps/server/src', 'apps/server/scripts', 'packages/contract'],
    stamp: 'server-build-lockfile.sha256',
  },
  {
    name: 'the web app’s development build',
    folder: 'apps/web/dev-build',
    workspace: '@kramik/web',
    script: 'build:development',
    nodeEnv: 'development',
    outputs: ['apps/web/dev-build/dist/index.html', 'apps/web/dev-build/dist-ssr/entry-server.js'],
    sources: ['apps/web', 'packages/contract'],
    stamp: 'web-development-build-lockfile.sha256',
    onlyWhenAsked: true,
  },
];

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : fs.statSync(file).mtimeMs);
  }
  return newest;
}

function readIfExists(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

function staleness(target) {
  const missing = target.outputs.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(
    ...target.outputs.map((file) => fs.statSync(path.join(root, file)).mtimeMs),
  );
  const changed = target.sources.find((dir) => newestChange(path.join(root, dir)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  if (readIfExists(path.join(stamps, target.stamp)) !== lockfileHash)
    return 'the installed packages changed';
  return undefined;
}

for (const target of TARGETS) {
  if (target.onlyWhenAsked && !development) continue;
  const reason = always ? 'asked for (npm run build)' : staleness(target);
  if (!reason) {
    console.log(`${capitalised(target.name)} is up to date (${target.folder}): not building it.`);
    continue;
  }
  console.log(`Building ${target.name}: ${reason}.`);
  // A production build whoever asks: under Vitest (NODE_ENV=test: the journeys' setup, the
  // two-node test) Vite built React's development build, which a shop never sends.
  const { status } = spawnSync('npm', ['run', target.script ?? 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: target.nodeEnv ?? 'production' },
  });
  if (status !== 0) process.exit(status ?? 1);
  fs.mkdirSync(stamps, { recursive: true });
  fs.writeFileSync(path.join(stamps, target.stamp), lockfileHash);
}

function capitalised(text) {
  return text[0].toUpperCase() + text.slice(1);
}
