import { boolean, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { addressColumns, id, imageColumns, ref, timestamps } from './columns.js';

/** Opening intervals per weekday (`mon` … `sun`); an empty list is a closed day. */
export type StoredHours = Record<string, { open: string; close: string }[]>;

/** A maker's physical shop or studio: a pick-up point and a pin on the public map. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...addressColumns(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<StoredHours>().notNull(),
    visibleOnMap: boolean('visible_on_map').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('shops_company_idx').on(t.companyId, t.createdAt),
    index('shops_map_idx').on(t.visibleOnMap, t.lat, t.lng),
  ],
);

export const shopImages = pgTable(
  'shop_images',
  {
    id: id(),
    shopId: ref('shop_id', () => shops.id, 'cascade'),
    ...imageColumns(),
  },
  (t) => [index('shop_images_shop_idx').on(t.shopId, t.position)],
);
