#!/usr/bin/env node
// Writes the small "Polish letters" font files of src/app/fonts/ from the fontsource packages:
// `node apps/web/scripts/subset-fonts.mjs` (run again after upgrading the fonts). Of the
// latin-ext characters, the shop's six languages need only Polish's eighteen letters; the full
// latin-ext files (Inter 85 KB, Fraunces 17 KB) stay for every other one (a Czech or Hungarian
// name), loaded only when a page holds such a letter (src/app/fonts/polish.css).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, '../src/app/fonts');
const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńŚśŹźŻż';

const fonts = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    // A variable font: the subset keeps its weight axis, so one file serves every weight.
    target: 'inter-polish-wght-normal.woff2',
  },
  {
    source: '@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff2',
    target: 'fraunces-polish-600-normal.woff2',
  },
];

for (const font of fonts) {
  const input = fs.readFileSync(require.resolve(font.source));
  const subset = await subsetFont(input, POLISH_LETTERS, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(out, font.target), subset);
  console.log(`${font.target}: ${input.length} → ${subset.length} bytes`);
}
