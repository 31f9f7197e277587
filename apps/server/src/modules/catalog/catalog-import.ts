import {
  CategoryNamesSchema,
  CompanyInputSchema,
  DEFAULT_LOCALE,
  isValidEan13,
  ProductInputSchema,
  ProductVersionInputSchema,
  type CategoryNames,
  type Locale,
} from '@kramik/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import type { categories } from '../../db/schema/index.js';
import { messages, translate } from '../../i18n/messages.js';
import { issueMessageKey } from '../../lib/validation.js';
import {
  ensureImportedSellerAccounts,
  IMPORTED_SELLER_USERNAME_PREFIX,
} from '../accounts/accounts.service.js';
import {
  createImportedCompanies,
  findCompanyIdsOfOwners,
  type ImportedCompany,
} from '../companies/companies.service.js';
import { isCountryCode } from '../site/countries.js';
import { getSiteCurrency } from '../site/site.service.js';
import {
  analyzeDatabase,
  setPricePeriods,
  upsertProducts,
  type ImportedProductRow,
} from './catalog-import.repo.js';
import * as repo from './catalog.repo.js';
import { startPricePeriod } from './products.service.js';
import { notifyBackInStock } from './stock-alerts.service.js';

/** Prices in the file are cents of this currency (bench/README.md, "product"). */
const FILE_CURRENCY = 'EUR';
/** The language version a product line becomes. */
const IMPORT_LOCALE: Locale = DEFAULT_LOCALE;
/** The file names categories by language, the app by locale. */
const LOCALE_OF_LANGUAGE = {
  en: 'en-US',
  pl: 'pl-PL',
  de: 'de-DE',
  sv: 'sv-SE',
  no: 'nb-NO',
  zh: 'zh-CN',
} as const satisfies Record<string, Locale>;

export const DEFAULT_BATCH_SIZE = 2000;
/** Sellers are written a thousand at a time (a users, a companies and a courier statement). */
const SELLER_BATCH_SIZE = 1000;
/** Refused lines are all counted, the first ones kept with their messages. */
const MAX_REPORTED_ERRORS = 1000;
/** The company form's limit for the short name. */
const SHORT_NAME_MAX_LENGTH = 60;

/**
 * The file has no street, postal code or tax number. These stand in until the maker completes the
 * company form (whose postal code and tax number checks refuse them).
 */
const ADDRESS_PLACEHOLDERS = {
  street: '(imported: street missing)',
  postalCode: '(imported)',
  taxNumber: '(imported)',
};

/** Delivery costs every imported maker starts with: products need a maker with delivery costs. */
const DEFAULT_COURIER_PRICING: ImportedCompany['courierPricing'] = [
  {
    carrier: 'dpd_courier',
    priceAmount: 1290,
    currency: FILE_CURRENCY,
    externalId: 'DPD',
    freeDeliveryThreshold: 30000,
  },
  {
    carrier: 'inpost_locker',
    priceAmount: 499,
    currency: FILE_CURRENCY,
    externalId: 'LOCKER',
    freeDeliveryThreshold: null,
  },
];

/**
 * The account an imported seller becomes: the username is the matching key on a re-import; the
 * address is one no mail can reach (`.invalid`), replaced by the maker's when the account is
 * handed over.
 */
export function importedSellerAccount(sellerId: number) {
  const username = `${IMPORTED_SELLER_USERNAME_PREFIX}${sellerId}`;
  return { username, email: `${username}@example.invalid` };
}

/** The seller's own product index of an imported product: the key on a re-import. */
export function importedSellerIndex(productId: number) {
  return `P-${productId}`;
}

const FileIdSchema = z
  .int('must be a whole number')
  .positive('must be positive')
  .max(999_999_999, 'must be at most 999999999');
const SlugSchema = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens');
const categoryName = CategoryNamesSchema.shape[DEFAULT_LOCALE];
/** The file's names by language become the app's names by locale, every locale required. */
const FileNamesSchema = z
  .object({
    en: categoryName,
    pl: categoryName,
    de: categoryName,
    sv: categoryName,
    no: categoryName,
    zh: categoryName,
  })
  .transform((names) =>
    Object.fromEntries(
      Object.entries(LOCALE_OF_LANGUAGE).map(([language, locale]) => [
        locale,
        names[language as keyof typeof LOCALE_OF_LANGUAGE],
      ]),
    ),
  )
  .pipe(CategoryNamesSchema);

const CategoryLineSchema = z.object({
  type: z.literal('category'),
  id: FileIdSchema,
  slug: SlugSchema,
  name: FileNamesSchema,
  subcategories: z
    .array(z.object({ id: FileIdSchema, slug: SlugSchema, name: FileNamesSchema }))
    .max(100, 'at most 100'),
});

const SellerLineSchema = z.object({
  type: z.literal('seller'),
  id: FileIdSchema,
  name: CompanyInputSchema.shape.companyName,
  city: CompanyInputSchema.shape.city,
  country: CompanyInputSchema.shape.country.refine(isCountryCode, 'fieldInvalid'),
});

/** What the seller's product form accepts, field by field. */
const ProductLineSchema = z.object({
  type: z.literal('product'),
  id: FileIdSchema,
  sellerId: FileIdSchema,
  title: ProductVersionInputSchema.shape.name.refine((name) => name !== '', 'required'),
  description: ProductVersionInputSchema.shape.description,
  price: ProductInputSchema.shape.priceAmount,
  quantity: ProductInputSchema.shape.quantity,
  condition: ProductInputSchema.shape.condition,
  categoryId: FileIdSchema,
  subcategoryId: FileIdSchema.nullish(),
  deliveryDays: ProductInputSchema.shape.deliveryDays,
  specialOffer: ProductInputSchema.shape.specialOffer,
  ean: z.string().refine(isValidEan13, 'eanFormat').nullish(),
  createdAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }),
});

type CategoryLine = z.infer<typeof CategoryLineSchema>;
type SellerLine = z.infer<typeof SellerLineSchema>;
type ProductLine = z.infer<typeof ProductLineSchema>;
type CategoryRow = typeof categories.$inferSelect;

export interface ImportCounts {
  /** Categories and subcategories of the file: created, or found by slug. */
  categories: { created: number; existing: number };
  /** Makers: created, or found by their account's username. */
  sellers: { created: number; existing: number };
  /** Products: new, changed, or found as the file has them. */
  products: { inserted: number; updated: number; unchanged: number };
  /** Lines refused. */
  failed: number;
}

export interface ImportError {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export interface ImportResult extends ImportCounts {
  /** The first refused lines (up to 1,000; `failed` counts them all). */
  errors: ImportError[];
}

export interface ImportOptions {
  /** Products per statement (default 2,000). */
  batchSize?: number;
  /** Told after every batch of products is written. */
  onProgress?: (counts: ImportCounts) => void;
}

/**
 * Imports a catalog in the format of `bench/gen-catalog.mjs` (JSON lines: categories, sellers,
 * products), streaming: one batch of products is written while the next is read. Categories are
 * matched by slug, sellers by their account's username (`importedSellerAccount`), products by
 * (maker, `P-<id>`), so importing the same file again changes nothing, and a changed price is
 * recorded as the seller's product form records it. A line that fails its checks is reported with
 * its number and skipped; the others land. Each batch is its own transaction, so an interrupted
 * import can simply be run again.
 */
export async function importCatalog(
  db: Database,
  lines: AsyncIterable<string>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  // Taken before anything is awaited: a readline interface drops the lines it reads while nobody
  // iterates it yet.
  const iterator = lines[Symbol.asyncIterator]();
  const run = new CatalogImport(db, options);
  try {
    const currency = await getSiteCurrency(db);
    if (currency !== FILE_CURRENCY) {
      throw new Error(
        `the catalog's prices are in ${FILE_CURRENCY} and the marketplace's in ${currency}`,
      );
    }
    let line = 0;
    for await (const text of { [Symbol.asyncIterator]: () => iterator }) {
      line++;
      await run.readLine(line, line === 1 ? text.replace(/^\uFEFF/, '') : text);
    }
    await run.finish();
  } catch (error) {
    await iterator.return?.();
    throw error;
  } finally {
    // A batch still being written must end before the caller may close the database.
    await run.settle().catch(() => undefined);
  }
  const counts = run.counts;
  if (counts.products.inserted + counts.products.updated > 0) await analyzeDatabase(db);
  return { ...structuredClone(counts), errors: run.errors };
}

class CatalogImport {
  readonly counts: ImportCounts = {
    categories: { created: 0, existing: 0 },
    sellers: { created: 0, existing: 0 },
    products: { inserted: 0, updated: 0, unchanged: 0 },
    failed: 0,
  };
  readonly errors: ImportError[] = [];

  private readonly db: Database;
  private readonly batchSize: number;
  private readonly onProgress: ImportOptions['onProgress'];

  /** The file's category ids: the category's id and, for a subcategory, its parent's file id. */
  private readonly categories = new Map<number, { id: string; parent: number | null }>();
  private readonly categoryIdsSeen = new Set<number>();
  private readonly categorySlugsSeen = new Set<string>();
  private categoriesBySlug: Map<string, CategoryRow> | undefined;
  private categoryLines = 0;

  /** The file's seller ids and their makers' company ids. */
  private readonly companies = new Map<number, string>();
  private readonly sellerIdsSeen = new Set<number>();
  private sellers: { line: number; seller: SellerLine }[] = [];

  private products: ImportedProductRow[] = [];
  private productKeys = new Set<string>();
  /** The batch being written while the next one is read. */
  private writing: Promise<void> | undefined;

  constructor(db: Database, options: ImportOptions) {
    this.db = db;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.onProgress = options.onProgress;
  }

  async readLine(line: number, text: string) {
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return this.fail(line, `not JSON (${(error as Error).message})`);
    }
    const type = isObject(value) ? value.type : undefined;
    if (type === 'category') {
      const parsed = CategoryLineSchema.safeParse(value);
      if (!parsed.success) return this.fail(line, describeIssues(parsed.error));
      await this.flushSellers();
      await this.settle();
      return this.importCategory(line, parsed.data);
    }
    if (type === 'seller') {
      const parsed = SellerLineSchema.safeParse(value);
      if (!parsed.success) return this.fail(line, describeIssues(parsed.error));
      return this.queueSeller(line, parsed.data);
    }
    if (type === 'product') {
      const parsed = ProductLineSchema.safeParse(value);
      if (!parsed.success) return this.fail(line, describeIssues(parsed.error));
      await this.flushSellers();
      return this.queueProduct(line, parsed.data);
    }
    this.fail(line, `unknown line type ${JSON.stringify(type) ?? 'undefined'}`);
  }

  async finish() {
    await this.flushSellers();
    await this.flushProducts();
    await this.settle();
  }

  /** Waits for the batch being written; its failure is thrown here. */
  async settle() {
    const writing = this.writing;
    this.writing = undefined;
    await writing;
  }

  private fail(line: number, message: string) {
    this.counts.failed++;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, message });
  }

  private async importCategory(line: number, category: CategoryLine) {
    const position = this.categoryLines++;
    const ids = [category.id, ...category.subcategories.map((sub) => sub.id)];
    const slugs = [category.slug, ...category.subcategories.map((sub) => sub.slug)];
    const twice = ids.find((id, i) => this.categoryIdsSeen.has(id) || ids.indexOf(id) !== i);
    if (twice !== undefined) return this.fail(line, `category id ${twice} is used twice`);
    const twiceSlug = slugs.find(
      (slug, i) => this.categorySlugsSeen.has(slug) || slugs.indexOf(slug) !== i,
    );
    if (twiceSlug) return this.fail(line, `slug "${twiceSlug}" is used twice`);
    ids.forEach((id) => this.categoryIdsSeen.add(id));
    slugs.forEach((slug) => this.categorySlugsSeen.add(slug));

    this.categoriesBySlug ??= new Map(
      (await repo.listCategories(this.db)).map((row) => [row.slug, row]),
    );
    const bySlug = this.categoriesBySlug;
    const existing = bySlug.get(category.slug);
    if (existing && existing.parentId !== null) {
      return this.fail(line, `slug "${category.slug}" belongs to a subcategory`);
    }
    const elsewhere = category.subcategories.find((sub) => {
      const row = bySlug.get(sub.slug);
      return row && (existing === undefined || row.parentId !== existing.id);
    });
    if (elsewhere) {
      return this.fail(line, `slug "${elsewhere.slug}" belongs to another place in the tree`);
    }

    const saved = await this.db.transaction(async (tx) => {
      const top = await saveCategory(tx, existing, {
        slug: category.slug,
        names: category.name,
        parentId: null,
        position,
      });
      const subs = [];
      for (const [i, sub] of category.subcategories.entries()) {
        subs.push(
          await saveCategory(tx, bySlug.get(sub.slug), {
            slug: sub.slug,
            names: sub.name,
            parentId: top.row.id,
            position: i,
          }),
        );
      }
      return [top, ...subs];
    });
    saved.forEach(({ row, created }, i) => {
      bySlug.set(row.slug, row);
      this.categories.set(ids[i]!, { id: row.id, parent: i === 0 ? null : category.id });
      if (created) this.counts.categories.created++;
      else this.counts.categories.existing++;
    });
  }

  private async queueSeller(line: number, seller: SellerLine) {
    if (this.sellerIdsSeen.has(seller.id)) {
      return this.fail(line, `seller id ${seller.id} is used twice`);
    }
    this.sellerIdsSeen.add(seller.id);
    this.sellers.push({ line, seller });
    if (this.sellers.length >= SELLER_BATCH_SIZE) await this.flushSellers();
  }

  /**
   * Makes the waiting sellers' makers: a new account gets its company; an existing account keeps
   * the company it has. An account that exists without a company, or is no seller's, is not
   * taken over.
   */
  private async flushSellers() {
    if (this.sellers.length === 0) return;
    const batch = this.sellers;
    this.sellers = [];
    await this.settle();
    const outcome = await this.db.transaction(async (tx) => {
      const accounts = await ensureImportedSellerAccounts(
        tx,
        batch.map(({ seller }) => importedSellerAccount(seller.id)),
      );
      const companyOf = await findCompanyIdsOfOwners(
        tx,
        [...accounts.values()].map((account) => account.id),
      );
      const found: [number, string][] = [];
      const toCreate: { seller: SellerLine; ownerId: string }[] = [];
      const refused: ImportError[] = [];
      for (const { line, seller } of batch) {
        const { username, email } = importedSellerAccount(seller.id);
        const account = accounts.get(username.toLowerCase());
        const companyId = account && companyOf.get(account.id);
        if (!account) {
          refused.push({ line, message: `the e-mail address ${email} belongs to another account` });
        } else if (account.deleted || account.permissions !== 'seller') {
          refused.push({ line, message: `account ${username} exists and is not a maker's` });
        } else if (companyId) {
          found.push([seller.id, companyId]);
        } else if (account.created) {
          toCreate.push({ seller, ownerId: account.id });
        } else {
          refused.push({ line, message: `account ${username} exists without a company` });
        }
      }
      const ids = await createImportedCompanies(
        tx,
        toCreate.map(({ seller, ownerId }) => importedCompany(seller, ownerId)),
      );
      const created = toCreate.map(({ seller }, i): [number, string] => [seller.id, ids[i]!]);
      return { found, created, refused };
    });
    for (const [sellerId, companyId] of [...outcome.found, ...outcome.created]) {
      this.companies.set(sellerId, companyId);
    }
    this.counts.sellers.existing += outcome.found.length;
    this.counts.sellers.created += outcome.created.length;
    for (const { line, message } of outcome.refused) this.fail(line, message);
  }

  private async queueProduct(line: number, product: ProductLine) {
    const companyId = this.companies.get(product.sellerId);
    if (!companyId) return this.fail(line, `unknown seller ${product.sellerId}`);
    const category = this.categories.get(product.categoryId);
    if (!category || category.parent !== null) {
      return this.fail(line, `unknown category ${product.categoryId}`);
    }
    let subcategoryId: string | null = null;
    if (product.subcategoryId !== undefined && product.subcategoryId !== null) {
      const subcategory = this.categories.get(product.subcategoryId);
      if (!subcategory || subcategory.parent !== product.categoryId) {
        return this.fail(
          line,
          `${product.subcategoryId} is not a subcategory of category ${product.categoryId}`,
        );
      }
      subcategoryId = subcategory.id;
    }
    const sellerIndex = importedSellerIndex(product.id);
    // One statement may not touch a product twice: a repeated line starts the next batch.
    const key = `${companyId} ${sellerIndex}`;
    if (this.productKeys.has(key)) await this.flushProducts();
    this.productKeys.add(key);
    this.products.push({
      company_id: companyId,
      category_id: category.id,
      subcategory_id: subcategoryId,
      seller_index: sellerIndex,
      name: product.title,
      description: product.description,
      price_amount: product.price,
      special_offer: product.specialOffer,
      condition: product.condition,
      ean: product.ean ?? null,
      quantity: product.quantity,
      delivery_days: product.deliveryDays,
      created_at: product.createdAt,
    });
    if (this.products.length >= this.batchSize) await this.flushProducts();
  }

  /** Starts writing the waiting products once the previous batch is written. */
  private async flushProducts() {
    if (this.products.length === 0) return;
    const batch = this.products;
    this.products = [];
    this.productKeys = new Set();
    await this.settle();
    const writing = this.writeProducts(batch);
    // Read on while it runs; a failure is thrown by the next `settle`.
    writing.catch(() => undefined);
    this.writing = writing;
  }

  private async writeProducts(batch: ImportedProductRow[]) {
    const at = new Date();
    const saved = await this.db.transaction(async (tx) => {
      const rows = await upsertProducts(tx, batch, {
        currency: FILE_CURRENCY,
        locale: IMPORT_LOCALE,
        at,
      });
      const periods = [];
      for (const row of rows) {
        if (row.inserted || row.previousPriceAmount === row.priceAmount) continue;
        periods.push({ id: row.id, ...(await startPricePeriod(tx, row.id, row.priceAmount, at)) });
      }
      await setPricePeriods(tx, periods);
      // Updated rows may be back in stock: whoever waits for them is told (a no-op without waits).
      await notifyBackInStock(
        tx,
        rows.filter((row) => !row.inserted).map((row) => row.id),
      );
      return rows;
    });
    const inserted = saved.filter((row) => row.inserted).length;
    this.counts.products.inserted += inserted;
    this.counts.products.updated += saved.length - inserted;
    this.counts.products.unchanged += batch.length - saved.length;
    this.onProgress?.(structuredClone(this.counts));
  }
}

/** Creates the category, or brings the existing one's names and position to the file's. */
async function saveCategory(
  tx: Executor,
  existing: CategoryRow | undefined,
  wanted: { slug: string; names: CategoryNames; parentId: string | null; position: number },
) {
  if (!existing) return { row: await repo.insertCategory(tx, wanted), created: true };
  if (!sameNames(existing.names, wanted.names)) {
    await repo.renameCategory(tx, existing.id, wanted.names);
    // The search text holds the category names (see `renameCategory` in categories.service).
    await repo.refreshSearchText(tx, { categoryId: existing.id });
  }
  if (existing.position !== wanted.position) {
    await repo.setCategoryPosition(tx, existing.id, wanted.position);
  }
  return {
    row: { ...existing, names: wanted.names, position: wanted.position },
    created: false,
  };
}

function sameNames(a: Record<string, string>, b: Record<string, string>) {
  const entries = (names: Record<string, string>) => JSON.stringify(Object.entries(names).sort());
  return entries(a) === entries(b);
}

function importedCompany(seller: SellerLine, ownerId: string): ImportedCompany {
  return {
    ownerId,
    company: {
      companyName: seller.name,
      shortName: seller.name.slice(0, SHORT_NAME_MAX_LENGTH).trim(),
      city: seller.city,
      country: seller.country,
      ...ADDRESS_PLACEHOLDERS,
    },
    courierPricing: DEFAULT_COURIER_PRICING,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The issues in words: the contract's message keys in English, the others as they are. */
function describeIssues(error: z.ZodError) {
  return error.issues
    .map((issue) => {
      const keyed =
        issue.message in messages || issue.message === 'required' || issue.message === 'invalid';
      const text = keyed
        ? translate(issueMessageKey(issue.message, issue.code === 'invalid_type'))
        : issue.message;
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${text}` : text;
    })
    .join('; ');
}
