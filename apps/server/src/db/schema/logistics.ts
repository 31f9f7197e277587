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
import { companies } from './companies.js';
import { orders } from './orders.js';
import { at, atNow, createdAt, id, ref, timestamps } from './columns.js';

/** A parcel as the maker described it: an InPost locker size, or weight and dimensions. */
export interface StoredParcel {
  /** InPost locker template A/B/C (small/medium/large). */
  size?: 'A' | 'B' | 'C';
  weightGrams?: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
}

/** The sender's address printed on labels (the maker's "sender address"). */
export interface StoredSender {
  name: string;
  street: string;
  buildingNumber: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
}

/**
 * One parcel of an order: created through a carrier's API (InPost ShipX) or entered by hand with
 * the carrier's waybill (DPD, GLS). An order has at most one shipment that is not cancelled.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id, 'restrict'),
    companyId: ref('company_id', () => companies.id, 'restrict'),
    /** The order's carrier option (`inpost_locker`, `dpd_courier`, …). */
    carrier: text('carrier').notNull(),
    /** Which adapter handles it: `shipx` (InPost's API) or `manual` (a waybill typed in). */
    provider: text('provider').notNull(),
    /** Our status: created, confirmed, in_transit, waiting, delivered, cancelled, failed. */
    status: text('status').notNull(),
    /** The carrier's last status code, as it sent it. */
    carrierStatus: text('carrier_status'),
    /** The carrier's id of the shipment (ShipX shipment id). */
    externalId: text('external_id'),
    trackingNumber: text('tracking_number'),
    parcel: jsonb('parcel').$type<StoredParcel>().notNull(),
    /** Minor units of the order's currency; null: none. */
    codAmount: integer('cod_amount'),
    insuranceAmount: integer('insurance_amount'),
    currency: text('currency').notNull(),
    /** The locker pick-up code, where the carrier gives one. */
    pickupCode: text('pickup_code'),
    /** When tracking last asked the carrier (polling). */
    polledAt: at('polled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipments_order_active_key')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('shipments_external_key')
      .on(t.provider, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('shipments_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('shipments_tracking_idx')
      .on(t.polledAt)
      .where(sql`${t.status} in ('created', 'confirmed', 'in_transit', 'waiting')`),
    check('shipments_provider_check', sql`${t.provider} in ('shipx', 'manual')`),
    check(
      'shipments_status_check',
      sql`${t.status} in ('created', 'confirmed', 'in_transit', 'waiting', 'delivered', 'cancelled', 'failed')`,
    ),
    check(
      'shipments_amounts_check',
      sql`coalesce(${t.codAmount}, 0) >= 0 and coalesce(${t.insuranceAmount}, 0) >= 0`,
    ),
  ],
);

/**
 * Every tracking event of a shipment (webhook or polling), recorded before it moves anything; the
 * unique event key makes a repeated or replayed event a no-op, as payments' notifications do.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: ref('shipment_id', () => shipments.id, 'cascade'),
    eventKey: text('event_key').notNull(),
    /** Where we heard of it: webhook, poll or create. */
    source: text('source').notNull(),
    carrierStatus: text('carrier_status').notNull(),
    /** The carrier's own words for the status. */
    statusText: text('status_text').notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: atNow('received_at'),
  },
  (t) => [
    uniqueIndex('shipment_events_event_key').on(t.shipmentId, t.eventKey),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);

/** A maker's shipping defaults (the logistics screen): parcel size and sender address. */
export const logisticsSettings = pgTable('logistics_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  defaultParcelSize: text('default_parcel_size').notNull().default('A'),
  sender: jsonb('sender').$type<StoredSender>(),
  /** The organisation name ShipX answered at the last successful connection test. */
  inpostConnectedAs: text('inpost_connected_as'),
  inpostCheckedAt: at('inpost_checked_at'),
  updatedAt: atNow('updated_at'),
});

/**
 * The ShipX emulator's own state (emulator mode only): the shipments "InPost" knows, with their
 * status history, so a restart of our server (which hosts the emulator) loses nothing.
 */
export const sandboxShipments = pgTable(
  'sandbox_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
    organizationId: text('organization_id').notNull(),
    status: text('status').notNull(),
    /** The request as received, with what the emulator adds (tracking number, pick-up code). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Every status with its time, oldest first (the tracking history). */
    history: jsonb('history').$type<{ status: string; datetime: string }[]>().notNull(),
    changedAt: atNow('changed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_shipments_org_idx').on(t.organizationId)],
);

/** Where the ShipX emulator sends an organisation's status webhooks (set by a control call). */
export const sandboxShipxWebhooks = pgTable('sandbox_shipx_webhooks', {
  organizationId: text('organization_id').primaryKey(),
  url: text('url').notNull(),
  createdAt: createdAt(),
});
