/**
 * Made to order and lead times (issue 24; docs/decisions.md "Made to order"): the earliest
 * ship-by day of a piece from its maker's capacity already taken by open orders, the making days
 * and the maker's vacation; vacation mode; the maker's progress posts on an order.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  dateOfDay,
  dayOf,
  madeToOrderShipDate,
  matchLocale,
  readyToShipDate,
  takenByWeek,
  weekOf,
  type Away,
  type Day,
  type LeadTime,
  type Locale,
  type ProgressPost,
  type ProgressPostList,
  type VacationMode,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Executor } from '../../db/client.js';
import {
  companies,
  orderItems,
  orderProgressPosts,
  orders,
  products,
  users,
} from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { storeImageVariants, toImage } from '../../lib/images.js';
import { formatLongDate } from '../../lib/intl.js';
import { mediaStoreFor } from '../../lib/media-store.js';
import type { SignedInContext } from '../../plugins/context.js';
import { enqueueMail } from '../mail/mail.service.js';

/** Orders that still hold a place in the maker's weeks: not cancelled, delivered or completed. */
const HOLDS_CAPACITY = sql`${orders.status} not in ('cancelled', 'delivered', 'picked_up', 'completed')`;

/** Today as the server's calendar has it (tests pass their own `now`). */
export const todayOf = (now = new Date()) => dayOf(now);

/** A maker's vacation columns (companies). */
export interface MakerVacation {
  vacationUntil: string | null;
  vacationMode: string | null;
}

/** The maker's vacation if it is still on: the return day is after today. */
export function awayOf(row: MakerVacation, today: Day): Away | null {
  if (!row.vacationUntil || !row.vacationMode || row.vacationUntil <= today) return null;
  return { until: row.vacationUntil, mode: row.vacationMode as VacationMode };
}

/**
 * The condition "this maker is on vacation with orders paused" on a companies row aliased `c`, as
 * `awayOf` and `requireMakersTakeOrders` judge it: for a statement that refuses such a maker's
 * products itself.
 */
export const pausedMakerSql = (today: Day) =>
  sql`(c.vacation_mode = 'pause' and c.vacation_until > ${today}::date)`;

async function awayOfMakers(db: Executor, companyIds: string[], today: Day) {
  const away = new Map<string, Away | null>();
  if (companyIds.length === 0) return away;
  const rows = await db
    .select({
      id: companies.id,
      vacationUntil: companies.vacationUntil,
      vacationMode: companies.vacationMode,
    })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  for (const row of rows) away.set(row.id, awayOf(row, today));
  return away;
}

/** A maker's vacation for their public page and product pages. */
export async function makerAwayOf(db: Executor, companyId: string, now = new Date()) {
  return (await awayOfMakers(db, [companyId], todayOf(now))).get(companyId) ?? null;
}

/**
 * The pieces of each product already due per week (by Monday) from open orders, from this week
 * on: the weeks a new order may still fall in.
 */
async function takenOf(db: Executor, productIds: string[], today: Day) {
  const taken = new Map<string, Record<Day, number>>();
  if (productIds.length === 0) return taken;
  const rows = await db
    .select({
      productId: orderItems.productId,
      shipBy: orders.shipBy,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, productIds),
        gte(orders.shipBy, weekOf(today)),
        HOLDS_CAPACITY,
      ),
    )
    .groupBy(orderItems.productId, orders.shipBy);
  for (const id of productIds) {
    taken.set(
      id,
      takenByWeek(
        rows
          .filter((r) => r.productId === id && r.shipBy)
          .map((r) => ({ shipBy: r.shipBy!, quantity: Number(r.quantity) })),
      ),
    );
  }
  return taken;
}

/** What the lead time needs of a product. */
export interface LeadProduct {
  id: string;
  companyId: string;
  madeToOrder: boolean;
  makingDays: number | null;
  weeklyCapacity: number | null;
  deliveryDays: number;
}

/** Today's ship-by day of a ready-to-ship piece by its dispatch days, kept for the day. */
let readyToShipToday: { today: Day; byDispatchDays: Map<number, Day> } | undefined;

/**
 * `readyToShipDate` for a maker at work: the same for every product with the same dispatch days
 * all day, so computed once a day per dispatch time (the working-day arithmetic was about a
 * twentieth of a product page's own time in the API; the cart and checkout ask it too).
 */
function readyToShipDay(today: Day, dispatchDays: number) {
  if (readyToShipToday?.today !== today) {
    readyToShipToday = { today, byDispatchDays: new Map() };
  }
  let day = readyToShipToday.byDispatchDays.get(dispatchDays);
  if (day === undefined) {
    day = readyToShipDate({ today, dispatchDays, away: null });
    readyToShipToday.byDispatchDays.set(dispatchDays, day);
  }
  return day;
}

function shipDateOf(
  product: LeadProduct,
  quantity: number,
  today: Day,
  away: Away | null,
  taken: Record<Day, number>,
) {
  if (product.madeToOrder && product.makingDays && product.weeklyCapacity) {
    return madeToOrderShipDate({
      today,
      makingDays: product.makingDays,
      weeklyCapacity: product.weeklyCapacity,
      quantity,
      taken,
      away,
    });
  }
  return away
    ? readyToShipDate({ today, dispatchDays: product.deliveryDays, away })
    : readyToShipDay(today, product.deliveryDays);
}

/**
 * The ship-by day of each line and of each maker's part (its latest line): what the cart shows
 * and what checkout fixes on the order.
 */
export async function shipDatesOf(
  db: Executor,
  lines: { product: LeadProduct; quantity: number }[],
  {
    now = new Date(),
    vacations,
  }: {
    now?: Date;
    /** The makers' vacation columns when the caller read them already (no second read). */
    vacations?: Map<string, MakerVacation>;
  } = {},
) {
  const today = todayOf(now);
  const away = vacations
    ? new Map([...vacations].map(([id, row]) => [id, awayOf(row, today)]))
    : await awayOfMakers(db, [...new Set(lines.map((l) => l.product.companyId))], today);
  const taken = await takenOf(
    db,
    lines.filter((l) => l.product.madeToOrder).map((l) => l.product.id),
    today,
  );
  const byProduct = new Map<string, Day>();
  const byCompany = new Map<string, Day>();
  for (const { product, quantity } of lines) {
    const day = shipDateOf(
      product,
      quantity,
      today,
      away.get(product.companyId) ?? null,
      taken.get(product.id) ?? {},
    );
    byProduct.set(product.id, day);
    const latest = byCompany.get(product.companyId);
    if (!latest || day > latest) byCompany.set(product.companyId, day);
  }
  return { byProduct, byCompany, away };
}

/**
 * The product page's lead time: made to order or not, and the earliest ship-by for one piece.
 * The page's own read carries the product's columns and its maker's vacation (`vacation`), so
 * that only a made-to-order piece reads anything more (the places its open orders take).
 */
export async function leadTimeOf(
  db: Executor,
  product: LeadProduct,
  vacation: MakerVacation,
  now = new Date(),
): Promise<LeadTime> {
  const { byProduct, away } = await shipDatesOf(db, [{ product, quantity: 1 }], {
    now,
    vacations: new Map([[product.companyId, vacation]]),
  });
  return {
    madeToOrder: product.madeToOrder,
    makingDays: product.madeToOrder ? product.makingDays : null,
    weeklyCapacity: product.madeToOrder ? product.weeklyCapacity : null,
    shipBy: byProduct.get(product.id)!,
    away: away.get(product.companyId) ?? null,
  };
}

export function formatDay(day: Day, locale: Locale) {
  return formatLongDate(locale, dateOfDay(day));
}

/** A maker on vacation with orders paused: adding to the cart and checkout answer 409. */
export async function requireMakersTakeOrders(
  db: Executor,
  companyIds: string[],
  locale: Locale,
  now = new Date(),
) {
  requireNotPaused(await awayOfMakers(db, [...new Set(companyIds)], todayOf(now)), locale);
}

/** `requireMakersTakeOrders` on vacation columns the caller read already. */
export function requireVacationsTakeOrders(
  vacations: Map<string, MakerVacation>,
  locale: Locale,
  now = new Date(),
) {
  const today = todayOf(now);
  requireNotPaused(new Map([...vacations].map(([id, row]) => [id, awayOf(row, today)])), locale);
}

function requireNotPaused(away: Map<string, Away | null>, locale: Locale) {
  for (const [companyId, vacation] of away) {
    if (vacation?.mode !== 'pause') continue;
    throw new AppError(
      409,
      'MAKER_AWAY',
      'makerAway',
      { [`groups.${companyId}`]: 'makerAway' },
      { date: formatDay(vacation.until, locale) },
    );
  }
}

/**
 * Two checkouts of the same made-to-order piece take its weekly places one after the other: a
 * transaction lock per product, in id order (as the stock's row locks are taken), held to the
 * commit.
 */
export async function lockCapacity(tx: Executor, productIds: string[]) {
  for (const id of [...new Set(productIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 24))`);
  }
}

/** The product form's made-to-order rules beyond the contract's: both numbers are needed. */
export function madeToOrderProblems(input: {
  madeToOrder: boolean;
  makingDays?: number | null;
  weeklyCapacity?: number | null;
}) {
  const fields: Record<string, MessageKey> = {};
  if (!input.madeToOrder) return fields;
  if (input.makingDays == null) fields.makingDays = 'makingDaysRange';
  if (input.weeklyCapacity == null) fields.weeklyCapacity = 'weeklyCapacityRange';
  return fields;
}

// ---- Progress posts ---------------------------------------------------------------------------

const PROGRESS_PHOTO_WIDTHS = [320, 640, 1280] as const;

export interface ProgressDeps {
  config: Config;
  kickMail: () => void;
}

/** Who reads an order's progress posts: its buyer, or its maker. */
export type ProgressViewer =
  { role: 'buyer'; userId: string } | { role: 'seller'; companyId: string };

async function findOrderFor(db: Executor, viewer: ProgressViewer, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        viewer.role === 'buyer'
          ? eq(orders.buyerId, viewer.userId)
          : eq(orders.companyId, viewer.companyId),
      ),
    );
  // Another buyer's or another maker's order is answered as if it did not exist.
  if (!order) throw new NotFoundError();
  return order;
}

/** One of the maker's orders; another maker's is 404. */
export function requireMakerOrder(db: Executor, companyId: string, orderId: string) {
  return findOrderFor(db, { role: 'seller', companyId }, orderId);
}

function toPost(row: typeof orderProgressPosts.$inferSelect): ProgressPost {
  return {
    _id: row.id,
    text: row.text,
    photo: toImage(row.id, row.variants, row.width, row.height),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listProgressPosts(
  db: Executor,
  viewer: ProgressViewer,
  orderId: string,
): Promise<ProgressPostList> {
  await findOrderFor(db, viewer, orderId);
  const rows = await db
    .select()
    .from(orderProgressPosts)
    .where(eq(orderProgressPosts.orderId, orderId))
    .orderBy(asc(orderProgressPosts.createdAt), asc(orderProgressPosts.id));
  return { items: rows.map(toPost) };
}

/**
 * The maker posts a photo and a line while making the order (paid or in progress); the photo is
 * checked and re-encoded as product images are, and the buyer gets a mail in their language.
 */
export async function addProgressPost(
  ctx: ProgressDeps & SignedInContext,
  companyId: string,
  orderId: string,
  post: { text: string; photo: Buffer | undefined },
): Promise<ProgressPost> {
  const order = await findOrderFor(ctx.db, { role: 'seller', companyId }, orderId);
  if (!['paid', 'in_progress'].includes(order.status))
    throw new ConflictError('progressOrderClosed', 'ORDER_STATE');
  if (!post.photo || post.photo.length === 0)
    throw new ValidationError({ photo: 'progressPhotoRequired' });
  const stored = await storeImageVariants(post.photo, {
    media: mediaStoreFor(ctx.config),
    folder: `progress/${order.id}`,
    widths: PROGRESS_PHOTO_WIDTHS,
  });
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orderProgressPosts)
      .values({ orderId: order.id, authorId: ctx.auth.user._id, text: post.text, ...stored })
      .returning();
    const [buyer] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, order.buyerId));
    const [maker] = await tx
      .select({ shortName: companies.shortName })
      .from(companies)
      .where(eq(companies.id, order.companyId));
    if (buyer) {
      await enqueueMail(tx, {
        to: buyer.email,
        locale: matchLocale(buyer.locale) ?? DEFAULT_LOCALE,
        template: {
          name: 'progressPosted',
          firstName: buyer.firstName,
          number: order.number,
          maker: maker?.shortName ?? '',
          text: post.text,
          link: `${ctx.config.publicUrl}/userorders?order=${order.id}`,
        },
      });
    }
    return inserted!;
  });
  ctx.kickMail();
  return toPost(row);
}

/** The makers of these products must take orders (see `requireMakersTakeOrders`). */
export async function requireMakersOfProductsTakeOrders(
  db: Executor,
  productIds: string[],
  locale: Locale,
  now = new Date(),
) {
  if (productIds.length === 0) return;
  const rows = await db
    .selectDistinct({ companyId: products.companyId })
    .from(products)
    .where(inArray(products.id, productIds));
  await requireMakersTakeOrders(
    db,
    rows.map((r) => r.companyId),
    locale,
    now,
  );
}

/** The product columns of the form's made-to-order part (the numbers only when made to order). */
export function madeToOrderColumns(input: {
  madeToOrder: boolean;
  makingDays?: number | null;
  weeklyCapacity?: number | null;
}) {
  return {
    madeToOrder: input.madeToOrder,
    makingDays: input.madeToOrder ? (input.makingDays ?? null) : null,
    weeklyCapacity: input.madeToOrder ? (input.weeklyCapacity ?? null) : null,
  };
}
