import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { atNow } from './columns.js';

/** The admin's site configuration: a single row (id = 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultLocale: text('default_locale').notNull().default('en-US'),
    currency: text('currency').notNull().default('EUR'),
    headerText: text('header_text').notNull().default(''),
    bannerText: text('banner_text').notNull().default(''),
    bannerIcon: text('banner_icon'),
    titleBackgroundImage: text('title_background_image'),
    titleBackgroundThumbnail: text('title_background_thumbnail'),
    /** Commission in basis points of the products' value: 800 = 8 %. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(800),
    androidAppUrl: text('android_app_url'),
    iosAppUrl: text('ios_app_url'),
    updatedAt: atNow('updated_at'),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
