import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { addressColumns, at, atNow, createdAt, id, ref, timestamps } from './columns.js';

export const companies = pgTable('companies', {
  id: id(),
  ownerId: ref('owner_id', () => users.id, 'restrict').unique(),
  companyName: text('company_name').notNull(),
  shortName: text('short_name').notNull(),
  ...addressColumns(),
  taxNumber: text('tax_number').notNull(),
  webPage: text('web_page'),
  bic: text('bic'),
  iban: text('iban'),
  photo: text('photo'),
  description: text('description').notNull().default(''),
  /** The reviews of all the maker's products: their count, star total and mean (review writes). */
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingAverage: real('rating_average').notNull().default(0),
  /**
   * When an administrator approved the company; null while it awaits approval (only companies
   * created while "New makers need approval" was on; the others are approved when created).
   */
  approvedAt: at('approved_at').defaultNow(),
  /**
   * What catalog cards say of delivery, kept from the maker's courier pricing by triggers
   * (migrations 0026 and 0030): the cheapest price and the lowest free-delivery threshold of the
   * carriers the platform offers; null without carriers or thresholds.
   */
  deliveryFromAmount: integer('delivery_from_amount'),
  freeDeliveryFromAmount: integer('free_delivery_from_amount'),
  /**
   * Vacation mode (issue 24): away until this day (inclusive of the return day's work); `pause`
   * refuses new orders, `delay` keeps selling with dates after the return. Null: not away.
   */
  vacationUntil: date('vacation_until', { mode: 'string' }),
  vacationMode: text('vacation_mode', { enum: ['pause', 'delay'] }),
  ...timestamps(),
});

/** A seller's payment and logistics settings; secrets are encrypted at rest (lib/secrets). */
export const sellerSettings = pgTable('seller_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autopayIdShop: text('autopay_id_shop'),
  autopayBmKeyEncrypted: text('autopay_bm_key_encrypted'),
  inpostOrganizationId: text('inpost_organization_id'),
  inpostApiKeyEncrypted: text('inpost_api_key_encrypted'),
  updatedAt: atNow('updated_at'),
});

/** Courier pricing entries (SPEC §3): the external system ID is unique in a seller's list. */
export const courierPricing = pgTable(
  'courier_pricing',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    carrier: text('carrier').notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    externalId: text('external_id').notNull(),
    freeDeliveryThreshold: integer('free_delivery_threshold'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_pricing_company_external_key').on(t.companyId, t.externalId),
    index('courier_pricing_company_idx').on(t.companyId, t.createdAt),
    check('courier_pricing_price_check', sql`${t.priceAmount} >= 0`),
  ],
);
