#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS the home page loads first: the entry with its
// static imports, the home route's chunk and the English translations. Fails over the budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 170 until the cart, orders and payments pages (2026-11-22): the first-load modules are the same, but
// the bundler now splits them into more shared chunks (23 instead of 14), which gzip worse; see
// docs/decisions.md "Cart, checkout and orders".
const BUDGET_JS_KB = 173;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit('src/app/routes/home.tsx');
visit('src/i18n/locales/en-US.json?part=core');

const rows = [...files].map((file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = (ext) =>
  rows.filter((r) => r.file.endsWith(ext)).reduce((sum, r) => sum + r.gzip, 0) / 1024;

for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${row.file}`);
}
const js = total('.js');
const css = total('.css');
console.log(
  `\nHome page first load: JavaScript ${js.toFixed(1)} KB gzip, CSS ${css.toFixed(1)} KB gzip`,
);
console.log(`Budget: JavaScript under ${BUDGET_JS_KB} KB gzip`);
if (js > BUDGET_JS_KB) {
  console.error(`Over budget by ${(js - BUDGET_JS_KB).toFixed(1)} KB.`);
  process.exit(1);
}
