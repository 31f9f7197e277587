#!/usr/bin/env node
// `npm run build -w @kramik/server` (or `node scripts/build.mjs [outdir]`): compiles the server to
// JavaScript in apps/server/dist, for `node dist/server.js` (`npm start`). esbuild bundles the
// server's own code and the workspace's contract package (TypeScript, imported by name) into one
// module; every installed package stays an import of node_modules, as under tsx (so an outdir must
// lie inside the repository, where they are found). What the code finds beside itself at run time
// is copied beside the bundle: the migrations (db/client.ts reads `migrations` next to it) and the
// embedded database's worker scripts (db/pglite-thread.ts starts `pglite-worker.mjs` and
// `pglite-initdb.mjs` next to it). The tests and the dev server keep running the sources (tsx).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist'));

/** Installed packages stay imports; the workspace's own (`@kramik/*`, TypeScript) are bundled. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kramik/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
// Into a fresh folder beside the old one, swapped in at the end: a server started meanwhile never
// reads a half-written build.
const staging = `${outdir}.tmp-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts' },
  outdir: staging,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces and the logs keep the functions' and classes' own names.
  keepNames: true,
  logLevel: 'warning',
  plugins: [installedPackagesExternal],
});
// ASCII only: V8 keeps a script's source for as long as it runs, as one byte a character when
// every character fits, else two (3.2 MiB instead of 1.6). esbuild escapes strings, but comments
// it keeps (inside objects and arrays) and regular expressions stay as written; a \uXXXX escape
// means the same character in a regular expression and is only text in a comment.
const bundle = path.join(staging, 'server.js');
fs.writeFileSync(
  bundle,
  fs
    .readFileSync(bundle, 'utf8')
    .replace(
      /[^\t\n\r\x20-\x7e]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
);
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(staging, 'migrations'), {
  recursive: true,
});
// The piece card's fonts (modules/passports/piece-card.ts reads `fonts` next to it).
fs.cpSync(path.join(serverDir, 'src/modules/passports/fonts'), path.join(staging, 'fonts'), {
  recursive: true,
});
for (const script of ['pglite-worker.mjs', 'pglite-initdb.mjs']) {
  fs.copyFileSync(path.join(serverDir, 'src/db', script), path.join(staging, script));
}
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(staging, outdir);
console.log(
  `Compiled the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms.`,
);
