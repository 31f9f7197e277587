import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';
import { atNow, createdAt, id, optionalRef, ref } from './columns.js';

/** A text the admin writes in each interface language (locale → text; missing = empty). */
export type PerLocaleText = Partial<Record<string, string>>;

/** The admin's site configuration: a single row (id = 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultLocale: text('default_locale').notNull().default('en-US'),
    currency: text('currency').notNull().default('EUR'),
    /** Per language (issue 20); an empty language falls back to the default language's text. */
    headerTexts: jsonb('header_texts').$type<PerLocaleText>().notNull().default({}),
    bannerTexts: jsonb('banner_texts').$type<PerLocaleText>().notNull().default({}),
    bannerIcons: jsonb('banner_icons').$type<PerLocaleText>().notNull().default({}),
    /** The platform's contact details; null = the `CONTACT_*` configuration's. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactAddress: text('contact_address'),
    titleBackgroundImage: text('title_background_image'),
    titleBackgroundThumbnail: text('title_background_thumbnail'),
    /** Commission in basis points of the products' value: 800 = 8 %. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(800),
    androidAppUrl: text('android_app_url'),
    iosAppUrl: text('ios_app_url'),
    /** New makers' companies wait for an administrator's approval before their products list. */
    makersNeedApproval: boolean('makers_need_approval').notNull().default(false),
    updatedAt: atNow('updated_at'),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The carriers the platform offers (issue 19, SPEC `/admin` "delivery costs"): a carrier turned off
 * is gone from makers' choices and from checkout; its default price and free-delivery threshold
 * are what a maker may adopt. No row: offered, with no default.
 */
export const platformCarriers = pgTable(
  'platform_carriers',
  {
    carrier: text('carrier').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** Minor units of the platform currency; null: no default price. */
    defaultPriceAmount: integer('default_price_amount'),
    defaultFreeFromAmount: integer('default_free_from_amount'),
    updatedAt: atNow('updated_at'),
  },
  (t) => [
    check(
      'platform_carriers_amounts',
      sql`coalesce(${t.defaultPriceAmount}, 0) >= 0 and coalesce(${t.defaultFreeFromAmount}, 0) >= 0`,
    ),
  ],
);

/**
 * A maker's own commission rate from a day on (issue 20): the override with the latest start
 * date that has come applies to orders placed since; none → the platform rate.
 */
export const commissionOverrides = pgTable(
  'commission_overrides',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    basisPoints: integer('basis_points').notNull(),
    /** The first day (UTC) the rate applies to new orders. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdBy: optionalRef('created_by', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('commission_overrides_company_day').on(t.companyId, t.startsOn),
    check('commission_overrides_rate', sql`${t.basisPoints} between 0 and 10000`),
  ],
);
