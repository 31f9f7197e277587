import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import { hashPassword } from '../lib/passwords.js';
import type { Database } from './client.js';
import { DEMO_BUYERS, DEMO_CATEGORIES, DEMO_MAKERS } from './demo/data.js';
import {
  artKey,
  copyRenderedImage,
  defaultRenderCache,
  planLooks,
  renderLooks,
  storedImage,
} from './demo/images.js';
import { demoCatalog } from './demo/variants.js';
import type { SecretBox } from '../lib/secrets.js';
import type { MediaStore } from '../lib/media-store.js';
import tzLookup from '@photostructure/tz-lookup';
import { DEMO_SHOPS } from './demo/shops.js';
import { seedDemoOrders } from './demo/orders.js';
import { seedDemoReviews } from './demo/reviews.js';
import { seedDemoReports } from './demo/reports.js';
import { seedDemoConversations } from './demo/conversations.js';
import { seedDemoFavourites } from './demo/favourites.js';
import { seedDemoMadeToOrder } from './demo/made-to-order.js';
import { seedDemoPromotions } from './demo/promotions.js';
import { seedDemoPassports } from './demo/passports.js';
import { DEFAULT_COMMISSION_PERCENT } from '@kramik/contract';
import { PRODUCT_IMAGE_WIDTHS } from '../modules/catalog/catalog.service.js';
import {
  categories,
  companies,
  courierPricing,
  priceHistory,
  shops,
  productImages,
  products,
  sellerSettings,
  users,
} from './schema/index.js';

/** The password of every demo buyer and maker account (the admin's is generated). */
export const DEMO_PASSWORD = 'kramik-demo-2026';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Makes sure an administrator exists. On first start it takes ADMIN_EMAIL/ADMIN_PASSWORD or
 * generates them, prints them once and writes them to DATA_DIR/admin-credentials.txt.
 */
export async function ensureAdmin(db: Database, config: Config, log: Log) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.permissions, 'admin'))
    .limit(1);
  if (existing) return;
  const email = config.admin.email ?? 'admin@kramik.local';
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  const created = await db
    .insert(users)
    .values({
      username: 'admin',
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: '',
      permissions: 'admin',
      status: 'active',
      privacyPolicyAcceptedAt: new Date(),
    })
    // Several app nodes starting on a new database at once: one of them creates the administrator.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) {
    const [made] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.permissions, 'admin'))
      .limit(1);
    if (made) return;
    throw new Error(`could not create the administrator: the name "admin" or ${email} is taken`);
  }
  if (!config.admin.password) {
    await fs.mkdir(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, 'admin-credentials.txt');
    await fs.writeFile(file, `login: admin\nemail: ${email}\npassword: ${password}\n`, {
      mode: 0o600,
    });
    log.warn({ file }, `administrator created: login "admin", password "${password}" (shown once)`);
  }
}

export interface SeedOptions {
  /** Where product pictures are stored, as uploads are (`mediaStoreFor(config)`). */
  media: MediaStore;
  /**
   * Where rendered demo pictures are kept between seeds, so that only the first seed on a machine
   * renders them (content-addressed, safe to delete). Default: the system's temporary folder.
   */
  renderCache?: string;
  now?: Date;
  /**
   * At most this many products, picked evenly from the whole catalog so that every maker keeps
   * some (tests that need a small shop). Default: all of them.
   */
  products?: number;
}

/**
 * Fills an empty database with demo makers, buyers, categories and about 300 products with
 * pictures. Runs once. The pictures render on sharp's threads while the rows are written.
 */
export async function seedDemo(
  db: Database,
  log: Log,
  secrets: SecretBox,
  { media, renderCache = defaultRenderCache(), now = new Date(), products: most }: SeedOptions,
) {
  const started = performance.now();
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories);
  if (count > 0) {
    log.info('demo data already present');
    return;
  }
  const catalog = pickEvenly(demoCatalog(), most);
  const render = await renderFolder(renderCache);
  const plan = planLooks(
    catalog.flatMap((product) => product.images.map((image) => image.art)),
    { dir: render.dir, widths: PRODUCT_IMAGE_WIDTHS },
  );
  const rendering = renderLooks(plan, { concurrency: os.availableParallelism() });
  // Nothing waits for a failed render until the files are copied; mark it handled meanwhile.
  rendering.catch(() => undefined);

  // Every product's pictures, with the ids and file names they will be stored under.
  const productIds = catalog.map(() => randomUUID());
  const pictures = catalog.map((product, i) =>
    product.images.map((image, position) => {
      const rendered = plan.get(artKey(image.art))!.files[image.view];
      const folder = `products/${productIds[i]}`;
      const name = randomUUID();
      return {
        id: randomUUID(),
        productId: productIds[i]!,
        position,
        rendered,
        folder,
        name,
        ...storedImage(rendered, folder, name),
      };
    }),
  );

  const passwordHash = await hashPassword(DEMO_PASSWORD);

  let renders = 0;
  try {
    await db.transaction(async (tx) => {
      // The home page's headline and banner stay the translated defaults: a text set here would
      // be one language for every visitor.
      const categoryIds = new Map<string, string>();
      for (const [position, category] of DEMO_CATEGORIES.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ slug: category.slug, names: { ...category.names }, position })
          .returning({ id: categories.id });
        categoryIds.set(category.slug, row!.id);
        await tx.insert(categories).values(
          category.subcategories.map((sub, subPosition) => ({
            slug: sub.slug,
            names: { ...sub.names },
            parentId: row!.id,
            position: subPosition,
          })),
        );
      }
      const allCategories = await tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories);
      for (const row of allCategories) categoryIds.set(row.slug, row.id);

      for (const buyer of DEMO_BUYERS) {
        await tx.insert(users).values({
          username: buyer.username,
          email: buyer.email,
          passwordHash,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          phone: buyer.phone,
          locale: buyer.locale,
          permissions: 'user',
          status: 'active',
          privacyPolicyAcceptedAt: now,
        });
      }

      const companyIds = new Map<string, string>();
      for (const maker of DEMO_MAKERS) {
        const [owner] = await tx
          .insert(users)
          .values({
            username: maker.username,
            email: maker.email,
            passwordHash,
            firstName: maker.firstName,
            lastName: maker.lastName,
            phone: maker.phone,
            locale: maker.locale,
            permissions: 'seller',
            status: 'active',
            privacyPolicyAcceptedAt: now,
          })
          .returning({ id: users.id });
        const [company] = await tx
          .insert(companies)
          .values({ ownerId: owner!.id, ...maker.company })
          .returning({ id: companies.id });
        companyIds.set(maker.key, company!.id);
        await tx.insert(courierPricing).values(
          demoCourierPricing(maker.company.country).map((entry) => ({
            ...entry,
            companyId: company!.id,
            currency: 'EUR',
          })),
        );
        // Sandbox-style values: the payment and carrier emulators accept any of them.
        await tx.insert(sellerSettings).values({
          companyId: company!.id,
          autopayIdShop: String(100000 + companyIds.size),
          autopayBmKeyEncrypted: secrets.encrypt(`demo-bm-key-${maker.key}`),
          ...(maker.company.country === 'PL'
            ? {
                inpostOrganizationId: String(2000 + companyIds.size),
                // The ShipX emulator's key of that organisation (shipx.emulator.ts).
                inpostApiKeyEncrypted: secrets.encrypt(`sandbox-shipx-${2000 + companyIds.size}`),
              }
            : {}),
        });
      }

      const day = 24 * 60 * 60 * 1000;
      const reducedSince = (product: { specialOffer: boolean; daysAgo: number }) =>
        product.specialOffer && product.daysAgo > 12
          ? new Date(now.getTime() - 10 * day)
          : undefined;
      const regularPrice = (product: { priceAmount: number }) =>
        Math.round((product.priceAmount * 1.25) / 100) * 100;
      const inserted = await tx
        .insert(products)
        .values(
          catalog.map((product, i) => {
            const createdAt = new Date(now.getTime() - product.daysAgo * day);
            const cover = pictures[i]![0]!;
            return {
              id: productIds[i],
              companyId: required(companyIds, product.maker),
              categoryId: required(categoryIds, product.category),
              subcategoryId: required(categoryIds, product.subcategory),
              versions: product.versions.map((v) => ({ ...v })),
              priceAmount: product.priceAmount,
              currency: 'EUR',
              specialOffer: product.specialOffer,
              condition: product.condition,
              erpCode: product.erpCode,
              ean: product.ean,
              sellerIndex: product.sellerIndex,
              quantity: product.quantity,
              deliveryDays: product.deliveryDays,
              coverImage: {
                id: cover.id,
                variants: cover.variants,
                width: cover.width,
                height: cover.height,
              },
              createdAt,
              updatedAt: createdAt,
              ...(reducedSince(product)
                ? { priceChangedAt: reducedSince(product), lastPriceAmount: regularPrice(product) }
                : { priceChangedAt: createdAt }),
            };
          }),
        )
        .returning({
          id: products.id,
          priceAmount: products.priceAmount,
          createdAt: products.createdAt,
        });
      // Special offers were reduced ten days ago from a regular price: the Omnibus "last price".
      await tx.insert(priceHistory).values(
        inserted.flatMap((row, i) => {
          const product = catalog[i]!;
          const since = reducedSince(product);
          return since
            ? [
                {
                  productId: row.id,
                  priceAmount: regularPrice(product),
                  effectiveFrom: row.createdAt,
                },
                { productId: row.id, priceAmount: row.priceAmount, effectiveFrom: since },
              ]
            : [{ productId: row.id, priceAmount: row.priceAmount, effectiveFrom: row.createdAt }];
        }),
      );
      await tx.insert(shops).values(
        DEMO_SHOPS.map(({ maker, ...shop }) => ({
          ...shop,
          companyId: required(companyIds, maker),
          timeZone: tzLookup(shop.lat, shop.lng),
        })),
      );
      await seedDemoOrders(tx, now, DEFAULT_COMMISSION_PERCENT * 100);
      await seedDemoReviews(tx, now);
      await seedDemoConversations(tx, now);
      await seedDemoFavourites(tx, now);
      await tx.insert(productImages).values(
        pictures.flat().map((picture) => ({
          id: picture.id,
          productId: picture.productId,
          position: picture.position,
          variants: picture.variants,
          original: picture.original,
          width: picture.width,
          height: picture.height,
        })),
      );
      await seedDemoReports(tx, now);
      await seedDemoMadeToOrder(tx, now, DEFAULT_COMMISSION_PERCENT * 100);
      await seedDemoPromotions(tx, now);
      await seedDemoPassports(tx);

      // Each product gets its own copies, so deleting one product's picture leaves the others'.
      renders = await rendering;
      const copies = pictures.flat();
      const copyNext = async () => {
        for (let picture = copies.pop(); picture; picture = copies.pop()) {
          await copyRenderedImage(picture.rendered, { media, ...picture });
        }
      };
      await Promise.all(Array.from({ length: 8 }, copyNext));
    });
  } finally {
    if (render.temporary) {
      await rendering.catch(() => undefined);
      await fs.rm(render.dir, { recursive: true, force: true });
    }
  }
  log.info(
    {
      makers: DEMO_MAKERS.length,
      buyers: DEMO_BUYERS.length,
      products: catalog.length,
      pictures: pictures.flat().length,
      rendered: renders,
      ms: Math.round(performance.now() - started),
    },
    `demo data seeded; demo accounts use the password "${DEMO_PASSWORD}"`,
  );
}

/** The render cache, or a temporary folder (removed after the seed) when it cannot be written. */
async function renderFolder(preferred: string) {
  try {
    await fs.mkdir(preferred, { recursive: true });
    await fs.access(preferred, fs.constants.W_OK);
    return { dir: preferred, temporary: false };
  } catch {
    return {
      dir: await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-demo-render-')),
      temporary: true,
    };
  }
}

/** `count` items spread evenly over the list (all of them when undefined or not fewer). */
function pickEvenly<T>(items: T[], count: number | undefined) {
  if (count === undefined || count >= items.length) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

function required(map: Map<string, string>, key: string) {
  const value = map.get(key);
  if (!value) throw new Error(`demo data refers to unknown key "${key}"`);
  return value;
}

/** Delivery options a maker in the country would offer (prices in EUR cents). */
function demoCourierPricing(country: string) {
  if (country === 'PL') {
    return [
      {
        carrier: 'inpost_locker',
        priceAmount: 499,
        externalId: 'INPOST-LOCKER',
        freeDeliveryThreshold: 15000,
      },
      {
        carrier: 'inpost_courier',
        priceAmount: 799,
        externalId: 'INPOST-COURIER',
        freeDeliveryThreshold: 25000,
      },
      {
        carrier: 'dpd_courier_cod',
        priceAmount: 1099,
        externalId: 'DPD-COD',
        freeDeliveryThreshold: null,
      },
    ];
  }
  return [
    {
      carrier: 'dpd_courier',
      priceAmount: 1290,
      externalId: 'DPD-EU',
      freeDeliveryThreshold: 30000,
    },
    {
      carrier: 'gls_courier',
      priceAmount: 1190,
      externalId: 'GLS-EU',
      freeDeliveryThreshold: null,
    },
  ];
}
