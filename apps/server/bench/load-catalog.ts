/**
 * Loads the generated catalog (bench/gen-catalog.mjs) into a migrated Kramik database with the
 * catalog import (`npm run import:catalog`), streaming the generator's output: categories named in
 * our locales, one maker per seller (owner account, company, two couriers), and the products with
 * one en-US version and a price history row, as the import leaves them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { categories, companies, products, users } from '../src/db/schema/index.js';
import { IMPORTED_SELLER_USERNAME_PREFIX } from '../src/modules/accounts/accounts.service.js';
import { importCatalog } from '../src/modules/catalog/catalog-import.js';

export const GENERATOR = path.resolve(import.meta.dirname, '../../../bench/gen-catalog.mjs');

/**
 * What the generator is asked for. The catalog itself is generated again (deterministically) for
 * every load and streamed into the database, never held: a million products are ~525 MB of JSON.
 */
export interface GeneratedCatalog {
  seed: number;
  /** How many products the generator writes (`products.length`, as the benchmark counts them). */
  products: { length: number };
}

export async function generateCatalog(count: number, seed: number): Promise<GeneratedCatalog> {
  await fs.access(GENERATOR);
  return { seed, products: { length: count } };
}

export interface LoadedCatalog {
  /** In the file's order. */
  productIds: string[];
  categoryIds: string[];
  subcategoryIds: string[];
  companyIds: string[];
}

/** Imports the generator's output; `progress` is told the products done after each batch. */
export async function loadCatalog(
  db: Database,
  data: GeneratedCatalog,
  progress: (done: number) => void = () => undefined,
): Promise<LoadedCatalog> {
  const child = spawn(
    process.execPath,
    [GENERATOR, '--products', String(data.products.length), '--seed', String(data.seed)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const result = await importCatalog(
      db,
      readline.createInterface({ input: child.stdout, crlfDelay: Infinity }),
      {
        onProgress: ({ products: done }) => progress(done.inserted + done.updated + done.unchanged),
      },
    );
    const first = result.errors[0];
    if (first) {
      throw new Error(
        `the import refused ${result.failed} lines (line ${first.line}: ${first.message})`,
      );
    }
  } catch (error) {
    child.kill();
    throw error;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`gen-catalog.mjs exited with ${code}`);
  return listLoaded(db);
}

/** The ids the benchmark walks, in the file's order (a new database holds only the import). */
async function listLoaded(db: Database): Promise<LoadedCatalog> {
  const tops = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position));
  const order = new Map(tops.map((top, i) => [top.id, i]));
  const subs = await db
    .select({ id: categories.id, parentId: categories.parentId, position: categories.position })
    .from(categories)
    .where(isNotNull(categories.parentId));
  subs.sort((a, b) => order.get(a.parentId!)! - order.get(b.parentId!)! || a.position - b.position);
  const makers = await db
    .select({ id: companies.id, username: users.username })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(like(users.username, `${IMPORTED_SELLER_USERNAME_PREFIX}%`));
  const sellerId = (username: string) =>
    Number(username.slice(IMPORTED_SELLER_USERNAME_PREFIX.length));
  makers.sort((a, b) => sellerId(a.username) - sellerId(b.username));
  const productRows = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(sql`substring(${products.sellerIndex} from 3)::int`);
  return {
    productIds: productRows.map((row) => row.id),
    categoryIds: tops.map((top) => top.id),
    subcategoryIds: subs.map((sub) => sub.id),
    companyIds: makers.map((maker) => maker.id),
  };
}
