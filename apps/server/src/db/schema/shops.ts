import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageVariants } from './catalog.js';
import { companies } from './companies.js';

/** Opening intervals per weekday (`mon` … `sun`); an empty list is a closed day. */
export type StoredHours = Record<string, { open: string; close: string }[]>;

/** A maker's physical shop or studio: a pick-up point and a pin on the public map. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<StoredHours>().notNull(),
    visibleOnMap: boolean('visible_on_map').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_company_idx').on(t.companyId, t.createdAt),
    index('shops_map_idx').on(t.visibleOnMap, t.lat, t.lng),
  ],
);

export const shopImages = pgTable(
  'shop_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variants: jsonb('variants').$type<ImageVariants>().notNull(),
    original: text('original').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_images_shop_idx').on(t.shopId, t.position)],
);
