import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, type CoverImage } from './catalog.js';
import { companies } from './companies.js';
import { createdAt, id, imageColumns, optionalRef, ref, timestamps } from './columns.js';
import { orderItems, orders } from './orders.js';

/** A passport's texts in one language version of the product. */
export interface PassportTexts {
  materials: string;
  technique: string;
  care: string;
}

/**
 * A product's piece passport (issue 24): what it is made of, how, how long it took, its edition
 * and how to care for it. `editionsAssigned` is the last edition number given to a sold piece:
 * checkout raises it under the row's lock, so numbers are never given twice.
 */
export const productPassports = pgTable(
  'product_passports',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Texts per locale of the product's versions, e.g. `{ "pl-PL": { materials, … } }`. */
    texts: jsonb('texts').$type<Record<string, PassportTexts>>().notNull(),
    hoursOfWork: integer('hours_of_work'),
    /** Null: one of a kind ("1 of 1"); N: a numbered edition of N. */
    editionSize: integer('edition_size'),
    editionsAssigned: integer('editions_assigned').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check(
      'product_passports_hours_check',
      sql`${t.hoursOfWork} is null or ${t.hoursOfWork} between 0 and 10000`,
    ),
    check(
      'product_passports_edition_check',
      sql`${t.editionSize} is null or ${t.editionSize} between 1 and 100000`,
    ),
  ],
);

/** Making-of photos of a product's passport (up to six), stored like product images. */
export const makingOfImages = pgTable(
  'making_of_images',
  {
    id: id(),
    productId: ref('product_id', () => products.id, 'cascade'),
    ...imageColumns(),
  },
  (t) => [index('making_of_images_product_idx').on(t.productId, t.position)],
);

/** The passport as it stood when a piece was sold: later product edits leave it alone. */
export interface PieceSnapshot {
  /** The product's name per locale. */
  names: Record<string, string>;
  texts: Record<string, PassportTexts>;
  hoursOfWork: number | null;
  makerName: string;
  /** The product's cover photo then (absent from pieces written before it was kept). */
  cover?: CoverImage | null;
  photos: CoverImage[];
}

/**
 * One piece sold (issue 24): written at checkout for every unit of an order line whose product
 * has a passport; `code` is the unguessable public key of its page, `editionNumber` its number in
 * a numbered edition (null for one of a kind).
 */
export const pieces = pgTable(
  'pieces',
  {
    id: id(),
    code: text('code').notNull().unique(),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade'),
    productId: optionalRef('product_id', () => products.id, 'set null'),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    editionNumber: integer('edition_number'),
    editionSize: integer('edition_size'),
    snapshot: jsonb('snapshot').$type<PieceSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pieces_order_idx').on(t.orderId),
    uniqueIndex('pieces_product_edition_key')
      .on(t.productId, t.editionNumber)
      .where(sql`${t.editionNumber} is not null`),
  ],
);
