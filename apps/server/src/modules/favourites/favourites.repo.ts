import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { favouriteProducts, followedMakers, followerDigests } from '../../db/schema/index.js';

type Key = { at: string; id: string };

/** The two lists a user keeps, each of (user, id) pairs: favourite pieces and followed makers. */
const PAIRS = {
  products: {
    table: favouriteProducts,
    user: favouriteProducts.userId,
    id: favouriteProducts.productId,
    at: favouriteProducts.createdAt,
  },
  makers: {
    table: followedMakers,
    user: followedMakers.userId,
    id: followedMakers.companyId,
    at: followedMakers.createdAt,
  },
};
export type PairKind = keyof typeof PAIRS;

/** Inserts the pairs that are not there yet: favouriting twice leaves one row. */
export async function addPairs(db: Executor, kind: PairKind, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  const insert =
    kind === 'products'
      ? db.insert(favouriteProducts).values(ids.map((productId) => ({ userId, productId })))
      : db.insert(followedMakers).values(ids.map((companyId) => ({ userId, companyId })));
  await insert.onConflictDoNothing();
}

export async function removePair(db: Executor, kind: PairKind, userId: string, id: string) {
  const pair = PAIRS[kind];
  await db.delete(pair.table).where(and(eq(pair.user, userId), eq(pair.id, id)));
}

export async function hasPair(db: Executor, kind: PairKind, userId: string, id: string) {
  const pair = PAIRS[kind];
  const [row] = await db
    .select({ id: pair.id })
    .from(pair.table)
    .where(and(eq(pair.user, userId), eq(pair.id, id)));
  return row !== undefined;
}

/**
 * A page of the user's pairs, newest first (keyset on the time and the id). `key` is the time to
 * the microsecond, for the next page's cursor: the pairs of one merge share their transaction's
 * time, and a cursor in milliseconds skipped those after a page's last one.
 */
export async function listPairs(
  db: Executor,
  kind: PairKind,
  userId: string,
  after: Key | undefined,
  limit: number,
) {
  const pair = PAIRS[kind];
  return db
    .select({ id: pair.id, key: microsecondText(pair.at) })
    .from(pair.table)
    .where(and(eq(pair.user, userId), after ? olderThan(pair.at, pair.id, after) : undefined))
    .orderBy(desc(pair.at), desc(pair.id))
    .limit(limit + 1);
}

/**
 * Every id the user favourited and follows (the hearts and Follow buttons), newest first and then
 * by id, as the lists page them (one merge at sign-in gives its rows one time).
 */
export async function favouriteIdsOf(db: Executor, userId: string) {
  const products = await db
    .select({ id: favouriteProducts.productId })
    .from(favouriteProducts)
    .where(eq(favouriteProducts.userId, userId))
    .orderBy(desc(favouriteProducts.createdAt), desc(favouriteProducts.productId));
  const makers = await db
    .select({ id: followedMakers.companyId })
    .from(followedMakers)
    .where(eq(followedMakers.userId, userId))
    .orderBy(desc(followedMakers.createdAt), desc(followedMakers.companyId));
  return { products: products.map((r) => r.id), makers: makers.map((r) => r.id) };
}

/** How many buyers keep each product among their favourites (the product-side index). */
export async function countFavouritesOf(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: favouriteProducts.productId, n: count() })
    .from(favouriteProducts)
    .where(inArray(favouriteProducts.productId, productIds))
    .groupBy(favouriteProducts.productId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function countFollowersOf(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(followedMakers)
    .where(eq(followedMakers.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function isDigestOptedOut(db: Executor, userId: string) {
  const [row] = await db
    .select({ optedOut: followerDigests.optedOut })
    .from(followerDigests)
    .where(eq(followerDigests.userId, userId));
  return row?.optedOut ?? false;
}

/** Turns the user's digest off or on; nothing for an account gone meanwhile. */
export async function setDigestOptedOut(db: Executor, userId: string, optedOut: boolean) {
  await db.execute(sql`
    INSERT INTO follower_digests (user_id, opted_out)
    SELECT id, ${optedOut} FROM users WHERE id = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET opted_out = excluded.opted_out`);
}

/**
 * The followers due a digest for `week` (its Monday): active accounts that follow someone, have
 * not turned the digest off and got no digest that week. `after` pages through them by id.
 */
export async function dueFollowers(
  db: Executor,
  week: string,
  after: string | null,
  limit: number,
) {
  const result = await db.execute(sql`
    SELECT u.id, u.email, u.first_name AS "firstName", u.locale,
           array_agg(f.company_id::text) AS "companyIds"
      FROM users u
      JOIN followed_makers f ON f.user_id = u.id
      LEFT JOIN follower_digests d ON d.user_id = u.id
     WHERE u.status = 'active' AND u.deleted_at IS NULL
       AND (d.user_id IS NULL OR (NOT d.opted_out AND (d.last_week IS NULL OR d.last_week < ${week}::date)))
       ${after ? sql`AND u.id > ${after}::uuid` : sql``}
     GROUP BY u.id
     ORDER BY u.id
     LIMIT ${limit}`);
  return rowsOf<{
    id: string;
    email: string;
    firstName: string;
    locale: string;
    companyIds: string[];
  }>(result);
}

/**
 * Claims the follower's digest of `week`: true once, for the one run that writes it; false when
 * it was written already (another node, a second run) or the follower turned it off meanwhile.
 */
export async function claimDigestWeek(db: Executor, userId: string, week: string, now: Date) {
  const claimed = await db
    .insert(followerDigests)
    .values({ userId, lastWeek: week, lastSentAt: now })
    .onConflictDoUpdate({
      target: followerDigests.userId,
      set: { lastWeek: week, lastSentAt: now },
      setWhere: and(
        eq(followerDigests.optedOut, false),
        or(isNull(followerDigests.lastWeek), lt(followerDigests.lastWeek, week)),
      ),
    })
    .returning({ userId: followerDigests.userId });
  return claimed.length > 0;
}
