import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** A name per locale, e.g. `{ "en-US": "Ceramics", "pl-PL": "Ceramika" }`. */
export type LocalizedNames = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    slug: text('slug').notNull().unique(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_position_idx').on(t.parentId, t.position)],
);

/** One language version of a product (PRODUCT.md "Catalog"). */
export interface ProductVersion {
  locale: string;
  name: string;
  description: string;
  action: string;
  howToUse: string;
  composition: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => categories.id, {
      onDelete: 'restrict',
    }),
    versions: jsonb('versions').$type<ProductVersion[]>().notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    specialOffer: boolean('special_offer').notNull().default(false),
    condition: text('condition', { enum: ['new', 'used', 'damaged'] })
      .notNull()
      .default('new'),
    erpCode: text('erp_code'),
    ean: text('ean'),
    sellerIndex: text('seller_index'),
    quantity: integer('quantity').notNull().default(0),
    deliveryDays: integer('delivery_days').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt, t.id),
    uniqueIndex('products_company_index_key')
      .on(t.companyId, t.sellerIndex)
      .where(sql`${t.sellerIndex} is not null`),
    check('products_price_check', sql`${t.priceAmount} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_condition_check', sql`${t.condition} in ('new', 'used', 'damaged')`),
  ],
);
