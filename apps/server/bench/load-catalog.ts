/**
 * Loads the generated catalog (bench/gen-catalog.mjs) into a migrated Kramik database: categories
 * named in our locales, one maker (owner account, company, two couriers) per seller, and the
 * products with one en-US version, a price history row, a cover image and the search text that
 * `refreshSearchText` computes, as the seller API would leave them.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import type { Database } from '../src/db/client.js';
import {
  categories,
  companies,
  courierPricing,
  priceHistory,
  products,
  users,
} from '../src/db/schema/index.js';
import { refreshSearchText } from '../src/modules/catalog/catalog.repo.js';

type Names = Record<'en' | 'pl' | 'de' | 'sv' | 'no' | 'zh', string>;

interface CategoryLine {
  type: 'category';
  id: number;
  slug: string;
  name: Names;
  subcategories: { id: number; slug: string; name: Names }[];
}
interface SellerLine {
  type: 'seller';
  id: number;
  name: string;
  city: string;
  country: string;
}
interface ProductLine {
  type: 'product';
  id: number;
  sellerId: number;
  title: string;
  description: string;
  price: number;
  quantity: number;
  condition: 'new' | 'used' | 'damaged';
  categoryId: number;
  subcategoryId: number;
  deliveryDays: number;
  specialOffer: boolean;
  ean: string;
  createdAt: string;
}

export interface GeneratedCatalog {
  categories: CategoryLine[];
  sellers: SellerLine[];
  products: ProductLine[];
}

export const GENERATOR = path.resolve(import.meta.dirname, '../../../bench/gen-catalog.mjs');

/** Runs the generator (deterministic for the same arguments) and reads its JSON lines. */
export async function generateCatalog(count: number, seed: number): Promise<GeneratedCatalog> {
  const child = spawn(
    process.execPath,
    [GENERATOR, '--products', String(count), '--seed', String(seed)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const catalog: GeneratedCatalog = { categories: [], sellers: [], products: [] };
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (!line) continue;
    const row = JSON.parse(line) as CategoryLine | SellerLine | ProductLine;
    if (row.type === 'category') catalog.categories.push(row);
    else if (row.type === 'seller') catalog.sellers.push(row);
    else catalog.products.push(row);
  }
  const code = await exited;
  if (code !== 0) throw new Error(`gen-catalog.mjs exited with ${code}`);
  return catalog;
}

const LOCALE_OF: Record<keyof Names, string> = {
  en: 'en-US',
  pl: 'pl-PL',
  de: 'de-DE',
  sv: 'sv-SE',
  no: 'nb-NO',
  zh: 'zh-CN',
};

function localized(names: Names) {
  return Object.fromEntries(
    Object.entries(names).map(([language, text]) => [LOCALE_OF[language as keyof Names], text]),
  );
}

function chunks<T>(rows: T[], size: number) {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export interface LoadedCatalog {
  productIds: string[];
  categoryIds: string[];
  subcategoryIds: string[];
  companyIds: string[];
}

/** Inserts everything in batches; `progress` is told after each batch of products. */
export async function loadCatalog(
  db: Database,
  data: GeneratedCatalog,
  progress: (done: number) => void = () => undefined,
): Promise<LoadedCatalog> {
  const categoryIds = new Map<number, string>();
  for (const [position, category] of data.categories.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ slug: category.slug, names: localized(category.name), position })
      .returning({ id: categories.id });
    categoryIds.set(category.id, row!.id);
    const subs = await db
      .insert(categories)
      .values(
        category.subcategories.map((sub, i) => ({
          slug: sub.slug,
          names: localized(sub.name),
          parentId: row!.id,
          position: i,
        })),
      )
      .returning({ id: categories.id });
    category.subcategories.forEach((sub, i) => categoryIds.set(sub.id, subs[i]!.id));
  }

  const companyIds = new Map<number, string>();
  for (const batch of chunks(data.sellers, 1000)) {
    const owners = await db
      .insert(users)
      .values(
        batch.map((seller) => ({
          username: `bench-seller-${seller.id}`,
          email: `bench-seller-${seller.id}@example.com`,
          // Nobody logs in as these makers.
          passwordHash: '!',
          permissions: 'seller' as const,
          status: 'active' as const,
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(companies)
      .values(
        batch.map((seller, i) => ({
          ownerId: owners[i]!.id,
          companyName: seller.name,
          shortName: seller.name,
          street: 'Main Street 1',
          city: seller.city,
          postalCode: '00-001',
          country: seller.country,
          taxNumber: `BENCH${seller.id}`,
        })),
      )
      .returning({ id: companies.id });
    batch.forEach((seller, i) => companyIds.set(seller.id, rows[i]!.id));
    await db.insert(courierPricing).values(
      rows.flatMap((company) => [
        {
          companyId: company.id,
          carrier: 'dpd_courier',
          priceAmount: 1290,
          currency: 'EUR',
          externalId: 'DPD',
          freeDeliveryThreshold: 30000,
        },
        {
          companyId: company.id,
          carrier: 'inpost_locker',
          priceAmount: 499,
          currency: 'EUR',
          externalId: 'LOCKER',
          freeDeliveryThreshold: null,
        },
      ]),
    );
  }

  const productIds: string[] = [];
  let done = 0;
  for (const batch of chunks(data.products, 1000)) {
    const rows = batch.map((product) => {
      const id = randomUUID();
      const imageId = randomUUID();
      const createdAt = new Date(product.createdAt);
      const url = (width: number | string) =>
        `/media/products/${id}/${imageId}-${width}.webp` as const;
      return {
        id,
        companyId: companyIds.get(product.sellerId)!,
        categoryId: categoryIds.get(product.categoryId)!,
        subcategoryId: categoryIds.get(product.subcategoryId)!,
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
        specialOffer: product.specialOffer,
        condition: product.condition,
        ean: product.ean,
        sellerIndex: `P-${product.id}`,
        quantity: product.quantity,
        deliveryDays: product.deliveryDays,
        // What a list page carries of a real product: a cover in three widths (no files needed).
        coverImage: {
          id: imageId,
          variants: { '320': url(320), '640': url(640), '1280': url(1280) },
          width: 1280,
          height: 1280,
        },
        createdAt,
        updatedAt: createdAt,
        priceChangedAt: createdAt,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      await tx.insert(priceHistory).values(
        rows.map((row) => ({
          productId: row.id,
          priceAmount: row.priceAmount,
          effectiveFrom: row.createdAt,
        })),
      );
      await refreshSearchText(tx, { productIds: rows.map((row) => row.id) });
    });
    productIds.push(...rows.map((row) => row.id));
    done += batch.length;
    progress(done);
  }
  return {
    productIds,
    categoryIds: data.categories.map((c) => categoryIds.get(c.id)!),
    subcategoryIds: data.categories.flatMap((c) =>
      c.subcategories.map((s) => categoryIds.get(s.id)!),
    ),
    companyIds: [...companyIds.values()],
  };
}
