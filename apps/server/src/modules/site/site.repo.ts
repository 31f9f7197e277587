import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  commissionOverrides,
  companies,
  products,
  siteSettings,
  users,
} from '../../db/schema/index.js';

export async function getSettings(db: Executor) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row;
}

export async function updateSettings(
  db: Executor,
  patch: Partial<Omit<typeof siteSettings.$inferInsert, 'id'>>,
) {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...patch, updatedAt: new Date() } });
}

/** The settings row locked for a change (written first when it does not exist yet). */
export async function lockSettings(db: Executor) {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
  return row!;
}

/** Whether any product exists (its price is in the site's currency). */
export async function anyProduct(db: Executor) {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return row !== undefined;
}

const overrideColumns = {
  id: commissionOverrides.id,
  companyId: commissionOverrides.companyId,
  companyName: companies.shortName,
  basisPoints: commissionOverrides.basisPoints,
  startsOn: commissionOverrides.startsOn,
  createdBy: users.username,
  createdAt: commissionOverrides.createdAt,
};

/** Every override, by maker name then start date. */
export async function listOverrides(db: Executor) {
  return db
    .select(overrideColumns)
    .from(commissionOverrides)
    .innerJoin(companies, eq(companies.id, commissionOverrides.companyId))
    .leftJoin(users, eq(users.id, commissionOverrides.createdBy))
    .orderBy(
      asc(companies.shortName),
      asc(commissionOverrides.companyId),
      desc(commissionOverrides.startsOn),
    );
}

export async function findOverride(db: Executor, id: string) {
  const [row] = await db
    .select(overrideColumns)
    .from(commissionOverrides)
    .innerJoin(companies, eq(companies.id, commissionOverrides.companyId))
    .leftJoin(users, eq(users.id, commissionOverrides.createdBy))
    .where(eq(commissionOverrides.id, id));
  return row;
}

/** Adds an override; undefined when the maker already has one starting that day. */
export async function insertOverride(
  db: Executor,
  values: { companyId: string; basisPoints: number; startsOn: string; createdBy: string },
) {
  const [row] = await db
    .insert(commissionOverrides)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: commissionOverrides.id });
  return row;
}

export async function deleteOverride(db: Executor, id: string) {
  await db.delete(commissionOverrides).where(eq(commissionOverrides.id, id));
}

/** Each maker's override in force on `day` (`YYYY-MM-DD`): the latest that has started. */
export async function overridesInForce(db: Executor, companyIds: string[], day: string) {
  if (companyIds.length === 0) return [];
  return db
    .selectDistinctOn([commissionOverrides.companyId], {
      companyId: commissionOverrides.companyId,
      basisPoints: commissionOverrides.basisPoints,
      startsOn: commissionOverrides.startsOn,
    })
    .from(commissionOverrides)
    .where(
      and(
        inArray(commissionOverrides.companyId, companyIds),
        lte(commissionOverrides.startsOn, day),
      ),
    )
    .orderBy(commissionOverrides.companyId, desc(commissionOverrides.startsOn));
}

/** `overridesInForce` for one maker, as a column (its basis points, or null) of another read. */
export const overrideInForceSql = (companyId: AnyColumn, day: string | Placeholder) =>
  sql<number | null>`(select ${commissionOverrides.basisPoints} from ${commissionOverrides}
    where ${commissionOverrides.companyId} = ${companyId} and ${commissionOverrides.startsOn} <= ${day}
    order by ${commissionOverrides.startsOn} desc limit 1)`;

export async function companyExists(db: Executor, id: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Makers whose company name, short name or owner's login contains `q` (at most 10). */
export async function searchMakers(db: Executor, q: string) {
  const pattern = likePattern(q);
  return db
    .select({ id: companies.id, name: companies.shortName, login: users.username })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(
      q
        ? or(
            ilike(companies.shortName, pattern),
            ilike(companies.companyName, pattern),
            ilike(users.username, pattern),
          )
        : sql`true`,
    )
    .orderBy(asc(companies.shortName))
    .limit(10);
}
