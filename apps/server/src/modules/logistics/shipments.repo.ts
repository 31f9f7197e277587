import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { logisticsSettings, orders, shipmentEvents, shipments } from '../../db/schema/index.js';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type SettingsRow = typeof logisticsSettings.$inferSelect;

const ACTIVE = ['created', 'confirmed', 'in_transit', 'waiting'] as const;

export async function insertShipment(db: Executor, values: NewShipment) {
  const [row] = await db.insert(shipments).values(values).returning();
  return row!;
}

export async function deleteShipment(db: Executor, id: string) {
  await db.delete(shipments).where(eq(shipments.id, id));
}

export async function updateShipment(db: Executor, id: string, patch: Partial<NewShipment>) {
  const [row] = await db
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row;
}

/** The order's shipment that is not cancelled, if any. */
export async function findActiveShipmentOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
  return row;
}

export async function findShipment(db: Executor, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function lockShipment(db: Executor, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function findByExternalId(db: Executor, provider: string, externalId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.externalId, externalId)));
  return row;
}

/** Every shipment of these orders, newest first. */
export async function listShipmentsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ shipment: shipments, number: orders.number })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
}

/**
 * A maker's shipments, newest first (keyset pages), each with its `key`: the creation time to the
 * microsecond, for the next page's cursor.
 */
export async function listShipmentsOfCompany(
  db: Executor,
  companyId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
) {
  return db
    .select({
      shipment: shipments,
      number: orders.number,
      key: microsecondText(shipments.createdAt),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.companyId, companyId),
        after ? olderThan(shipments.createdAt, shipments.id, after) : undefined,
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit + 1);
}

export async function eventsOf(db: Executor, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.receivedAt));
}

/** Records an event once: false when its key was recorded before (a replay). */
export async function recordEvent(db: Executor, event: typeof shipmentEvents.$inferInsert) {
  const rows = await db
    .insert(shipmentEvents)
    .values(event)
    .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.eventKey] })
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

/** Shipments still on their way, least recently asked first, not asked since `before`. */
export async function listShipmentsToPoll(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        inArray(shipments.status, [...ACTIVE]),
        eq(shipments.provider, 'shipx'),
        or(isNull(shipments.polledAt), lt(shipments.polledAt, before)),
      ),
    )
    .orderBy(sql`${shipments.polledAt} asc nulls first`)
    .limit(limit);
}

export async function findSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select()
    .from(logisticsSettings)
    .where(eq(logisticsSettings.companyId, companyId));
  return row;
}

export async function upsertSettings(
  db: Executor,
  companyId: string,
  patch: Partial<Omit<typeof logisticsSettings.$inferInsert, 'companyId'>>,
) {
  const [row] = await db
    .insert(logisticsSettings)
    .values({ companyId, ...patch })
    .onConflictDoUpdate({
      target: logisticsSettings.companyId,
      set: { ...patch, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
