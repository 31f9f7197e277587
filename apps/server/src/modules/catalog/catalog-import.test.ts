import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  companies,
  courierPricing,
  priceHistory,
  products,
  users,
} from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helpers.js';
import { importCatalog, importedSellerAccount, importedSellerIndex } from './catalog-import.js';

const GENERATOR = path.resolve(import.meta.dirname, '../../../../../bench/gen-catalog.mjs');

interface CategoryLine {
  type: 'category';
  id: number;
  slug: string;
  subcategories: { id: number; slug: string }[];
}
interface SellerLine {
  type: 'seller';
  id: number;
  name: string;
}
interface ProductLine {
  type: 'product';
  id: number;
  sellerId: number;
  title: string;
  description: string;
  price: number;
  quantity: number;
  condition: string;
  categoryId: number;
  subcategoryId: number;
  deliveryDays: number;
  specialOffer: boolean;
  ean: string;
  createdAt: string;
}

const ctx = useTestApp();
/** The generated file: 12 categories, 6 sellers, 300 products. */
let file: string[];
let header: string[];
let product: ProductLine;

async function* linesOf(lines: string[]) {
  yield* lines;
}

const run = (lines: string[]) => importCatalog(ctx.database.db, linesOf(lines), { batchSize: 64 });

async function tableCounts() {
  const db = ctx.database.db;
  const [[p], [h], [c], [u], [k], [cp]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(priceHistory),
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(users).where(like(users.username, 'import-seller-%')),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(courierPricing),
  ]);
  return {
    products: p!.n,
    prices: h!.n,
    companies: c!.n,
    accounts: u!.n,
    categories: k!.n,
    couriers: cp!.n,
  };
}

async function findImported(productId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(products)
    .where(eq(products.sellerIndex, importedSellerIndex(productId)));
  return row!;
}

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [GENERATOR, '--products', '300', '--sellers', '6', '--seed', '3'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  file = stdout.trimEnd().split('\n');
  header = file.filter((line) => !line.includes('"type":"product"'));
  product = JSON.parse(file.find((line) => line.includes('"type":"product"'))!) as ProductLine;
});

describe('importCatalog', () => {
  it('creates the categories, one maker per seller and every product', async () => {
    const result = await run(file);

    expect(result).toEqual({
      categories: { created: 60, existing: 0 },
      sellers: { created: 6, existing: 0 },
      products: { inserted: 300, updated: 0, unchanged: 0 },
      failed: 0,
      errors: [],
    });
    expect(await tableCounts()).toEqual({
      products: 300,
      prices: 300,
      companies: 6,
      accounts: 6,
      categories: 60,
      couriers: 12,
    });
  });

  it('keeps what the file says of a product, with its maker, categories and first price', async () => {
    const lines = file.map((line) => JSON.parse(line) as CategoryLine | SellerLine | ProductLine);
    const category = lines.find(
      (line): line is CategoryLine => line.type === 'category' && line.id === product.categoryId,
    )!;
    const subcategory = category.subcategories.find((sub) => sub.id === product.subcategoryId)!;
    const seller = lines.find(
      (line): line is SellerLine => line.type === 'seller' && line.id === product.sellerId,
    )!;
    const row = await findImported(product.id);

    expect(row).toMatchObject({
      versions: [
        {
          locale: 'en-US',
          name: product.title,
          description: product.description,
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: product.price,
      currency: 'EUR',
      lastPriceAmount: null,
      quantity: product.quantity,
      condition: product.condition,
      deliveryDays: product.deliveryDays,
      specialOffer: product.specialOffer,
      ean: product.ean,
      coverImage: null,
      createdAt: new Date(product.createdAt),
      priceChangedAt: new Date(product.createdAt),
    });
    const [maker] = await ctx.database.db
      .select({ companyName: companies.companyName, username: users.username })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(companies.id, row.companyId));
    expect(maker).toEqual({
      companyName: seller.name,
      username: importedSellerAccount(seller.id).username,
    });
    const [categoryRow] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, row.categoryId));
    const [subcategoryRow] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, row.subcategoryId!));
    expect(categoryRow).toMatchObject({ slug: category.slug, parentId: null });
    expect(categoryRow!.names).toHaveProperty('nb-NO');
    expect(subcategoryRow).toMatchObject({ slug: subcategory.slug, parentId: row.categoryId });
    expect(
      await ctx.database.db
        .select({ amount: priceHistory.priceAmount, from: priceHistory.effectiveFrom })
        .from(priceHistory)
        .where(eq(priceHistory.productId, row.id)),
    ).toEqual([{ amount: product.price, from: new Date(product.createdAt) }]);
  });

  it('makes the product findable in the catalog by the words of its title', async () => {
    const row = await findImported(product.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      query: { q: product.title, seller: row.companyId, limit: '100' },
    });

    expect(response.statusCode).toBe(200);
    const found = response.json().items.find((item: { _id: string }) => item._id === row.id);
    expect(found).toMatchObject({
      name: product.title,
      price: { amount: product.price, currency: 'EUR' },
      image: null,
    });
  });

  it('gives makers accounts nobody can log in to until they are handed over', async () => {
    const { username } = importedSellerAccount(product.sellerId);
    const [account] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, username));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username, password: '!' },
    });

    expect(account).toMatchObject({ permissions: 'seller', status: 'active' });
    expect(response.statusCode).toBe(401);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await tableCounts();
    const result = await run(file);

    expect(result).toMatchObject({
      categories: { created: 0, existing: 60 },
      sellers: { created: 0, existing: 6 },
      products: { inserted: 0, updated: 0, unchanged: 300 },
      failed: 0,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("records a changed price as the seller's form does and keeps the other languages", async () => {
    const before = await findImported(product.id);
    // The maker has added a Polish version since the first import.
    await ctx.database.db
      .update(products)
      .set({
        versions: [
          ...before.versions,
          {
            locale: 'pl-PL',
            name: 'Polska nazwa',
            description: '',
            action: '',
            howToUse: '',
            composition: '',
          },
        ],
      })
      .where(eq(products.id, before.id));
    const changed = { ...product, price: product.price + 1000, title: `${product.title} Deluxe` };
    const started = new Date();
    const result = await run([...header, JSON.stringify(changed)]);

    expect(result.products).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const after = await findImported(product.id);
    expect(after.priceAmount).toBe(product.price + 1000);
    // The only price of the 30 days before the change was the first one.
    expect(after.lastPriceAmount).toBe(product.price);
    expect(after.priceChangedAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(after.versions.map((version) => [version.locale, version.name])).toEqual([
      ['en-US', changed.title],
      ['pl-PL', 'Polska nazwa'],
    ]);
    expect(
      await ctx.database.db
        .select({ amount: priceHistory.priceAmount })
        .from(priceHistory)
        .where(eq(priceHistory.productId, after.id))
        .orderBy(asc(priceHistory.effectiveFrom)),
    ).toEqual([{ amount: product.price }, { amount: product.price + 1000 }]);
  });

  it('reports bad lines by number and imports the good ones', async () => {
    const good = (id: number) => JSON.stringify({ ...product, id });
    const lines = [
      ...header,
      good(1001),
      '{"type":"product", "id": ',
      JSON.stringify({ ...product, id: 1002, ean: '5901234123458' }),
      JSON.stringify({ ...product, id: 1003, sellerId: 99 }),
      JSON.stringify({ ...product, id: 1004, price: -100 }),
      JSON.stringify({ type: 'review', id: 1 }),
      good(1005),
    ];
    const at = (offset: number) => header.length + offset;
    const result = await run(lines);

    expect(result.products).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(result.failed).toBe(5);
    expect(result.errors).toEqual([
      { line: at(2), message: expect.stringMatching(/^not JSON/) },
      { line: at(3), message: 'ean: The EAN must be 13 digits with a valid check digit.' },
      { line: at(4), message: 'unknown seller 99' },
      { line: at(5), message: 'price: The price must be more than zero.' },
      { line: at(6), message: 'unknown line type "review"' },
    ]);
    const landed = await ctx.database.db
      .select({ index: products.sellerIndex })
      .from(products)
      .where(like(products.sellerIndex, 'P-100_'))
      .orderBy(asc(products.sellerIndex));
    expect(landed).toEqual([{ index: 'P-1001' }, { index: 'P-1005' }]);
  });

  it("never hands a seller's products to an account someone else registered under its name", async () => {
    // Registered before such names were reserved: a buyer, and a seller without a company yet.
    await ctx.database.db.insert(users).values([
      { ...importedSellerAccount(7), email: 'early@example.com', passwordHash: 'x' },
      {
        ...importedSellerAccount(8),
        email: 'eager@example.com',
        passwordHash: 'x',
        permissions: 'seller',
      },
    ]);
    const seller = (id: number) =>
      JSON.stringify({ type: 'seller', id, name: 'Studio', city: 'Kraków', country: 'PL' });
    const lines = [...header, seller(7), seller(8), JSON.stringify({ ...product, sellerId: 7 })];
    const result = await run(lines);

    // Such names cannot be registered any more.
    const registration = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        ...importedSellerAccount(9),
        email: 'late@example.com',
        password: 'a long enough passphrase',
        repeatPassword: 'a long enough passphrase',
        firstName: 'Late',
        lastName: 'Comer',
        acceptedPrivacyPolicy: true,
        accountType: 'seller',
      },
    });
    expect(registration.json()).toMatchObject({ code: 'ACCOUNT_EXISTS' });
    expect(result.sellers.created).toBe(0);
    expect(result.errors).toEqual([
      { line: header.length + 1, message: "account import-seller-7 exists and is not a maker's" },
      { line: header.length + 2, message: 'account import-seller-8 exists without a company' },
      { line: header.length + 3, message: 'unknown seller 7' },
    ]);
  });
});
