#!/usr/bin/env node
// `npm start`: builds the web app (`npm run build`) only when apps/web/dist is missing or older
// than what it is built from, so that a restart with nothing changed starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
/** The server's renderer of the public pages, built beside the app. */
const renderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');
/** What the build reads: the web app and the contract, besides the installed packages. */
const SOURCES = ['apps/web', 'packages/contract'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-ssr']);
// `npm install` rewrites the lockfile even when nothing changed: its content tells, not its time.
const lockfileHash = createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'package-lock.json')))
  .digest('hex');
const lockfileStamp = path.join(root, 'node_modules/.cache/kramik/web-build-lockfile.sha256');

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

function staleness() {
  if (!fs.existsSync(built)) return 'apps/web/dist is missing';
  if (!fs.existsSync(renderer)) return 'apps/web/dist-ssr is missing';
  const builtAt = fs.statSync(built).mtimeMs;
  const changed = SOURCES.find((dir) => newestChange(path.join(root, dir)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  if (readIfExists(lockfileStamp) !== lockfileHash) return 'the installed packages changed';
  return undefined;
}

const reason = staleness();
if (!reason) {
  console.log('The web app is up to date (apps/web/dist): not building it.');
} else {
  console.log(`Building the web app: ${reason}.`);
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  fs.mkdirSync(path.dirname(lockfileStamp), { recursive: true });
  fs.writeFileSync(lockfileStamp, lockfileHash);
}
