import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { invocationDir, loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/client.js';
import { DEFAULT_BATCH_SIZE, importCatalog, type ImportCounts } from './catalog-import.js';

/**
 * `npm run import:catalog -- <file.jsonl>` (`-` or no file: standard input): migrates the
 * configured database and imports a catalog in the format of bench/gen-catalog.mjs
 * (docs/operations.md, "Importing a catalog"). Exits 1 when any line was refused.
 */
const USAGE = 'usage: npm run import:catalog -- [file.jsonl | -] [--batch-size N]';
const PROGRESS_EVERY = 50_000;
const ERRORS_SHOWN = 20;

function parseArgs(argv: string[]) {
  let file: string | undefined;
  let batchSize = DEFAULT_BATCH_SIZE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') exit(0, USAGE);
    else if (arg === '--batch-size') {
      batchSize = Number(argv[++i]);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) {
        exit(2, `--batch-size must be a whole number from 1 to 50000\n${USAGE}`);
      }
    } else if (file === undefined && (arg === '-' || !arg.startsWith('-'))) file = arg;
    else exit(2, `unknown argument: ${arg}\n${USAGE}`);
  }
  return { file: file === '-' ? undefined : file, batchSize };
}

function exit(code: number, message: string): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

const number = (n: number) => n.toLocaleString('en');
const productsDone = ({ products }: ImportCounts) =>
  products.inserted + products.updated + products.unchanged;

const { file, batchSize } = parseArgs(process.argv.slice(2));
if (file === undefined && process.stdin.isTTY) exit(2, USAGE);
const source = file === undefined ? undefined : path.resolve(invocationDir(), file);
// Opened before the database, so a wrong path fails at once.
const handle = source
  ? await fs
      .open(source)
      .catch((error: Error) => exit(2, `cannot read ${source}: ${error.message}`))
  : undefined;
const input = handle ? handle.createReadStream() : process.stdin;

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
);
try {
  await database.migrate();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let reported = 0;
  console.log(`importing ${source ?? 'standard input'} into ${database.kind}`);
  const result = await importCatalog(
    database.db,
    readline.createInterface({ input, crlfDelay: Infinity }),
    {
      batchSize,
      onProgress: (counts) => {
        const done = productsDone(counts);
        if (Math.floor(done / PROGRESS_EVERY) === Math.floor(reported / PROGRESS_EVERY)) return;
        reported = done;
        console.log(`  ${number(done)} products, ${number(Math.round(done / seconds()))}/s`);
      },
    },
  );
  const elapsed = seconds();
  const { categories, sellers, products } = result;
  const done = productsDone(result);
  console.log(
    [
      `done in ${elapsed.toFixed(1)} s`,
      `  categories: ${number(categories.created)} created, ${number(categories.existing)} existing`,
      `  sellers:    ${number(sellers.created)} created, ${number(sellers.existing)} existing`,
      `  products:   ${number(products.inserted)} inserted, ${number(products.updated)} updated, ` +
        `${number(products.unchanged)} unchanged (${number(Math.round(done / elapsed))}/s)`,
      `  refused lines: ${number(result.failed)}`,
    ].join('\n'),
  );
  for (const error of result.errors.slice(0, ERRORS_SHOWN)) {
    console.error(`    line ${error.line}: ${error.message}`);
  }
  if (result.failed > ERRORS_SHOWN) {
    console.error(`    … and ${number(result.failed - ERRORS_SHOWN)} more`);
  }
  process.exitCode = result.failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`import stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await handle?.close();
}
