import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import { hashPassword } from '../lib/passwords.js';
import type { Database } from './client.js';
import { DEMO_BUYERS, DEMO_CATEGORIES, DEMO_MAKERS, DEMO_PRODUCTS } from './demo/data.js';
import type { SecretBox } from '../lib/secrets.js';
import { refreshSearchText } from '../modules/catalog/catalog.repo.js';
import {
  categories,
  companies,
  courierPricing,
  priceHistory,
  products,
  sellerSettings,
  siteSettings,
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
  await db.insert(users).values({
    username: 'admin',
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    lastName: '',
    permissions: 'admin',
    status: 'active',
    privacyPolicyAcceptedAt: new Date(),
  });
  if (!config.admin.password) {
    await fs.mkdir(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, 'admin-credentials.txt');
    await fs.writeFile(file, `login: admin\nemail: ${email}\npassword: ${password}\n`, {
      mode: 0o600,
    });
    log.warn({ file }, `administrator created: login "admin", password "${password}" (shown once)`);
  }
}

/** Fills an empty database with demo makers, buyers, categories and products. Runs once. */
export async function seedDemo(db: Database, log: Log, secrets: SecretBox, now = new Date()) {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories);
  if (count > 0) {
    log.info('demo data already present');
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx
      .update(siteSettings)
      .set({
        headerText: 'Handmade by makers you can meet',
        bannerText:
          'Ceramics, jewellery, textiles and woodwork from independent studios across Europe.',
      })
      .where(eq(siteSettings.id, 1));

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
              inpostApiKeyEncrypted: secrets.encrypt(`demo-shipx-token-${maker.key}`),
            }
          : {}),
      });
    }

    const day = 24 * 60 * 60 * 1000;
    const inserted = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product) => {
          const createdAt = new Date(now.getTime() - product.daysAgo * day);
          return {
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
            createdAt,
            updatedAt: createdAt,
            priceChangedAt: createdAt,
          };
        }),
      )
      .returning({
        id: products.id,
        priceAmount: products.priceAmount,
        createdAt: products.createdAt,
      });
    await tx.insert(priceHistory).values(
      inserted.map((row) => ({
        productId: row.id,
        priceAmount: row.priceAmount,
        effectiveFrom: row.createdAt,
      })),
    );
    await refreshSearchText(tx, { productIds: inserted.map((row) => row.id) });
  });
  log.info(
    { makers: DEMO_MAKERS.length, buyers: DEMO_BUYERS.length, products: DEMO_PRODUCTS.length },
    `demo data seeded; demo accounts use the password "${DEMO_PASSWORD}"`,
  );
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
