import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  courierPricing,
  products,
  sellerSettings,
  users,
} from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;
export type SettingsRow = typeof sellerSettings.$inferSelect;
export type CourierPricingRow = typeof courierPricing.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type NewCourierPricing = typeof courierPricing.$inferInsert;

export async function findCompanyOfOwner(db: Executor, ownerId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.ownerId, ownerId)).limit(1);
  return row;
}

export async function findCompany(db: Executor, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The company locked for an administrator's change. */
export async function lockCompany(db: Executor, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

/** What a mail to the company's owner and their standing need. */
export async function findOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function findCompaniesOfOwners(db: Executor, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ id: companies.id, ownerId: companies.ownerId })
    .from(companies)
    .where(inArray(companies.ownerId, ownerIds));
}

export async function insertCompanies(db: Executor, values: NewCompany[]) {
  if (values.length === 0) return;
  await db.insert(companies).values(values);
}

export async function updateCompany(
  db: Executor,
  id: string,
  patch: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

export async function countProducts(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.companyId, companyId));
  return row?.n ?? 0;
}

/**
 * Adds reviews to the maker's rating (or takes them away: negative counts), in one guarded
 * statement: concurrent review writes each add their own part to the row they lock.
 */
export async function changeRating(
  db: Executor,
  companyId: string,
  change: { count: number; sum: number },
) {
  const count = sql`${companies.ratingCount} + ${change.count}::int`;
  const sum = sql`${companies.ratingSum} + ${change.sum}::int`;
  await db
    .update(companies)
    .set({
      ratingCount: count,
      ratingSum: sum,
      ratingAverage: sql`CASE WHEN ${count} > 0 THEN (${sum})::real / (${count}) ELSE 0 END`,
    })
    .where(eq(companies.id, companyId));
}

/** Makers by display name; keyset on (short_name, id). */
export async function listCompanies(
  db: Executor,
  after: { name: string; id: string } | undefined,
  limit: number,
) {
  return db
    .select()
    .from(companies)
    .where(
      after
        ? or(
            gt(companies.shortName, after.name),
            and(eq(companies.shortName, after.name), gt(companies.id, after.id)),
          )
        : undefined,
    )
    .orderBy(asc(companies.shortName), asc(companies.id))
    .limit(limit + 1);
}

/** The makers among `ids`, in no order (followed makers, issue 24). */
export async function findCompaniesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function findSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select()
    .from(sellerSettings)
    .where(eq(sellerSettings.companyId, companyId))
    .limit(1);
  return row;
}

export async function upsertSettings(db: Executor, values: typeof sellerSettings.$inferInsert) {
  const [row] = await db
    .insert(sellerSettings)
    .values(values)
    .onConflictDoUpdate({
      target: sellerSettings.companyId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export function listCourierPricing(db: Executor, companyId: string) {
  return db
    .select()
    .from(courierPricing)
    .where(eq(courierPricing.companyId, companyId))
    .orderBy(asc(courierPricing.createdAt), asc(courierPricing.id));
}

export async function countCourierPricing(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(courierPricing)
    .where(eq(courierPricing.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertCourierPricing(
  db: Executor,
  values: typeof courierPricing.$inferInsert,
) {
  const [row] = await db.insert(courierPricing).values(values).returning();
  return row!;
}

export async function insertCourierPricingRows(db: Executor, values: NewCourierPricing[]) {
  if (values.length === 0) return;
  await db.insert(courierPricing).values(values);
}

export async function updateCourierPricing(
  db: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof courierPricing.$inferInsert>,
) {
  const [row] = await db
    .update(courierPricing)
    .set(patch)
    .where(and(eq(courierPricing.id, id), eq(courierPricing.companyId, companyId)))
    .returning();
  return row;
}

export async function deleteCourierPricing(db: Executor, companyId: string, id: string) {
  const rows = await db
    .delete(courierPricing)
    .where(and(eq(courierPricing.id, id), eq(courierPricing.companyId, companyId)))
    .returning({ id: courierPricing.id });
  return rows.length > 0;
}

export async function isExternalIdTaken(
  db: Executor,
  companyId: string,
  externalId: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: courierPricing.id })
    .from(courierPricing)
    .where(and(eq(courierPricing.companyId, companyId), eq(courierPricing.externalId, externalId)));
  return rows.some((row) => row.id !== exceptId);
}
