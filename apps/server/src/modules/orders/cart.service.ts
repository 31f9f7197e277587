import { and, asc, eq, inArray, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import {
  COD_CARRIERS,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  POINT_CARRIERS,
  type Cart,
  type CartDeliveryOption,
  type CartGroup,
  type CartItemInput,
  type CarrierOption,
  type Day,
  type Locale,
  type PickupShop,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { cartItems, companies, courierPricing, products, shops } from '../../db/schema/index.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { coverOf, listedProductIds, listedSql } from '../catalog/catalog.service.js';
import { marketCurrency } from './money.js';
import { withCoupons } from './cart-coupons.js';
import {
  pausedMakerSql,
  requireMakersOfProductsTakeOrders,
  shipDatesOf,
  todayOf,
  type MakerVacation,
} from '../made-to-order/made-to-order.service.js';
import { couponEnteredSql } from '../promotions/promotions.service.js';
import { carrierOffered } from '../site/platform-carriers.js';
import { preparedQuery } from '../../db/prepared.js';

export interface CartLineRequest {
  productId: string;
  quantity: number;
}

/**
 * What a cart line or an order line needs of its product (with its maker's short name), its name
 * picked in the database as `pickVersion` does: the viewer's language version, else the first.
 * Not the versions themselves: every language's texts would travel and be parsed for one name.
 * The locale may be a placeholder (a statement prepared once, `prepared.ts`).
 */
export const lineProductColumns = (locale: Locale | Placeholder) => ({
  id: products.id,
  name: sql<string>`coalesce((select v->>'name' from jsonb_array_elements(${products.versions}) v
    where v->>'locale' = ${locale} limit 1), ${products.versions}->0->>'name', '')`,
  priceAmount: products.priceAmount,
  currency: products.currency,
  // A piece made to order is not limited by stock (issue 24): as many as a line may hold.
  quantity: sql<number>`case when ${products.madeToOrder} then ${MAX_LINE_QUANTITY}::int else ${products.quantity} end`,
  coverImage: products.coverImage,
  companyId: products.companyId,
  shortName: companies.shortName,
  deliveryDays: products.deliveryDays,
  madeToOrder: products.madeToOrder,
  makingDays: products.makingDays,
  weeklyCapacity: products.weeklyCapacity,
});

/** What pricing a carrier reads of a maker's `courier_pricing` row. */
type PricingRow = Pick<
  typeof courierPricing.$inferSelect,
  'id' | 'companyId' | 'carrier' | 'priceAmount' | 'currency' | 'freeDeliveryThreshold'
>;

/** What a pick-up shop shows of a `shops` row. */
type ShopRow = Pick<
  typeof shops.$inferSelect,
  | 'id'
  | 'companyId'
  | 'title'
  | 'street'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'lat'
  | 'lng'
  | 'timeZone'
  | 'hours'
>;

/**
 * The product's maker's carriers (cheapest first) as a JSON array: a column of the cart's own read
 * (the cart is read on every change to it, the checkout reads it under its lock), so that neither
 * asks again for them. A cart's few lines of one maker each carry the same list.
 */
const pricingOfMakerSql = (companyId: AnyColumn) => {
  const cp = courierPricing;
  return sql<PricingRow[]>`(select coalesce(json_agg(json_build_object(
      'id', ${cp.id}, 'companyId', ${cp.companyId}, 'carrier', ${cp.carrier},
      'priceAmount', ${cp.priceAmount}, 'currency', ${cp.currency},
      'freeDeliveryThreshold', ${cp.freeDeliveryThreshold})
      order by ${cp.priceAmount}, ${cp.createdAt}), '[]')
    from ${cp} where ${cp.companyId} = ${companyId} and ${carrierOffered(cp.carrier)})`;
};

/** The product's maker's shops (by name) as a JSON array, as `pricingOfMakerSql` its carriers. */
const shopsOfMakerSql = (companyId: AnyColumn) =>
  sql<ShopRow[]>`(select coalesce(json_agg(json_build_object(
      'id', ${shops.id}, 'companyId', ${shops.companyId}, 'title', ${shops.title},
      'street', ${shops.street}, 'city', ${shops.city}, 'postalCode', ${shops.postalCode},
      'country', ${shops.country}, 'lat', ${shops.lat}, 'lng', ${shops.lng},
      'timeZone', ${shops.timeZone}, 'hours', ${shops.hours})
      order by ${shops.title}, ${shops.id}), '[]')
    from ${shops} where ${shops.companyId} = ${companyId})`;

/**
 * `lineProductColumns` and what the cart's and the checkout's rules read of the product in the
 * same statement: whether the catalog lists it (a row in `product_search`, as
 * `listedProductIds` reads it) and its maker's vacation (`made-to-order`).
 */
export const cartProductColumns = (locale: Locale | Placeholder) => ({
  ...lineProductColumns(locale),
  listed: listedSql(products.id),
  vacationUntil: companies.vacationUntil,
  vacationMode: companies.vacationMode,
  pricing: pricingOfMakerSql(products.companyId),
  shopRows: shopsOfMakerSql(products.companyId),
});

/** What a cart line or an order line needs of its products, read in one query. */
export async function productsOf(db: Executor, ids: string[], locale: Locale) {
  if (ids.length === 0) return [];
  return db
    .select(cartProductColumns(locale))
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(products.id, ids));
}

/** The maker's carriers priced for a subtotal (PRODUCT.md "Cart and checkout"). */
export function priceDeliveryOption(row: PricingRow, subtotal: number): CartDeliveryOption {
  const carrier = row.carrier as CarrierOption;
  const free = row.freeDeliveryThreshold !== null && subtotal >= row.freeDeliveryThreshold;
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    _id: row.id,
    carrier,
    price: money(free ? 0 : row.priceAmount),
    basePrice: money(row.priceAmount),
    freeFrom: row.freeDeliveryThreshold === null ? null : money(row.freeDeliveryThreshold),
    missingForFree:
      row.freeDeliveryThreshold === null || free
        ? null
        : money(row.freeDeliveryThreshold - subtotal),
    needsPoint: POINT_CARRIERS.includes(carrier),
    cashOnDelivery: COD_CARRIERS.includes(carrier),
  };
}

export function toPickupShop(row: ShopRow): PickupShop {
  return {
    _id: row.id,
    title: row.title,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    location: { lat: row.lat, lng: row.lng },
    timeZone: row.timeZone,
    hours: row.hours as PickupShop['hours'],
  };
}

type ProductOfLine = Awaited<ReturnType<typeof productsOf>>[number];

/** Each maker's vacation columns, from the rows of their products. */
export const vacationsOf = (rows: (MakerVacation & { companyId: string })[]) =>
  new Map(rows.map((r) => [r.companyId, r]));

/**
 * Builds the cart answer from lines (the server cart's or a visitor's), grouped by maker with each
 * group's subtotal, its carriers priced for that subtotal and its pick-up shops.
 */
export async function buildCart(
  db: Executor,
  lines: CartLineRequest[],
  locale: Locale,
): Promise<Cart> {
  const currency = await marketCurrency(db);
  const rows = await productsOf(
    db,
    lines.map((l) => l.productId),
    locale,
  );
  return assembleCart(db, lines, rows, currency);
}

async function assembleCart(
  db: Executor,
  lines: CartLineRequest[],
  rows: ProductOfLine[],
  currency: string,
): Promise<Cart> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const removed = lines.filter((l) => !byId.has(l.productId)).map((l) => l.productId);
  const groups = new Map<string, CartGroup>();
  let count = 0;
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) continue;
    let group = groups.get(product.companyId);
    if (!group) {
      group = {
        seller: { _id: product.companyId, shortName: product.shortName },
        lines: [],
        subtotal: { amount: 0, currency },
        deliveryOptions: [],
        pickupShops: [],
        dispatchDays: 0,
      };
      groups.set(product.companyId, group);
    }
    group.dispatchDays = Math.max(group.dispatchDays, product.deliveryDays);
    const lineTotal = product.priceAmount * line.quantity;
    group.lines.push({
      productId: product.id,
      name: product.name,
      image: coverOf(product.coverImage),
      unitPrice: { amount: product.priceAmount, currency: product.currency },
      quantity: line.quantity,
      available: product.quantity,
      lineTotal: { amount: lineTotal, currency: product.currency },
      listed: product.listed,
      madeToOrder: product.madeToOrder,
    });
    group.subtotal.amount += lineTotal;
    count += line.quantity;
  }
  // Each maker's carriers and shops came with its products' rows (`cartProductColumns`).
  for (const group of groups.values()) {
    const { pricing, shopRows } = byId.get(group.lines[0]!.productId)!;
    group.deliveryOptions.push(
      ...pricing.map((p) => priceDeliveryOption(p, group.subtotal.amount)),
    );
    group.pickupShops.push(...shopRows.map(toPickupShop));
  }
  // The earliest ship-by day of each maker's part, from its made-to-order capacity (issue 24).
  const shipBy = await shipDatesOf(
    db,
    lines.flatMap((l) => {
      const product = byId.get(l.productId);
      return product ? [{ product, quantity: l.quantity }] : [];
    }),
    { vacations: vacationsOf(rows) },
  );
  for (const [companyId, group] of groups) {
    group.shipBy = shipBy.byCompany.get(companyId);
    group.madeToOrder = group.lines.some((l) => byId.get(l.productId)?.madeToOrder);
  }
  const list = [...groups.values()].sort((a, b) =>
    a.seller.shortName.localeCompare(b.seller.shortName),
  );
  return {
    groups: list,
    count,
    subtotal: { amount: list.reduce((sum, g) => sum + g.subtotal.amount, 0), currency },
    removed,
  };
}

/** The signed-in buyer's cart lines, oldest first. */
export function cartLinesOf(db: Executor, userId: string) {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/**
 * The buyer's cart lines, oldest first, with their products: built once, prepared on each
 * connection (`prepared.ts`); every change to the cart answers it.
 */
const cartRows = preparedQuery((db) =>
  db
    .select({
      ...cartProductColumns(sql.placeholder('locale')),
      lineQuantity: cartItems.quantity,
      couponEntered: couponEnteredSql(cartItems.userId, products.companyId),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId)),
);

/** The signed-in buyer's cart: its lines and their products in one query. */
export async function getCart(ctx: SignedInContext) {
  return cartOfRows(ctx, await cartRows(ctx.db, { locale: ctx.locale, userId: ctx.auth.user._id }));
}

/** The cart answer from its lines' rows (`cartRows`, or the add's own read). */
async function cartOfRows(
  { db, auth, locale }: SignedInContext,
  rows: Awaited<ReturnType<typeof cartRows>>,
) {
  const currency = await marketCurrency(db);
  const lines = rows.map((r) => ({ productId: r.id, quantity: r.lineQuantity }));
  // The makers' coupon codes the buyer entered (issue 24, `cart-coupons.ts`).
  return withCoupons(
    db,
    auth.user._id,
    await assembleCart(db, lines, rows, currency),
    locale,
    new Set(rows.filter((r) => r.couponEntered).map((r) => r.companyId)),
  );
}

const notThatMany = () => new ConflictError('notThatMany', 'OUT_OF_STOCK');

async function stockOf(db: Executor, productId: string) {
  const [row] = await db
    .select({
      quantity: sql<number>`case when ${products.madeToOrder} then ${MAX_LINE_QUANTITY}::int else ${products.quantity} end`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new NotFoundError();
  return row.quantity;
}

/** Why an add was refused: in the order the rules are checked (404, then 400, then 409). */
async function refusalOf(db: Executor, userId: string, productId: string) {
  await stockOf(db, productId);
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      has: sql<boolean>`coalesce(bool_or(${cartItems.productId} = ${productId}), false)`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  if ((row?.lines ?? 0) >= MAX_CART_LINES && !row?.has)
    return new AppError(400, 'VALIDATION_FAILED', 'cartTooLarge', { productId: 'cartTooLarge' });
  return notThatMany();
}

/** A product the catalog does not list cannot be added or ordered (issue 20). */
const notListed = () => new ConflictError('productNotAvailable', 'PRODUCT_NOT_LISTED');

/**
 * Why an add was refused, checked in the order the rules go: no such product (404), not listed
 * (409), its maker's orders paused (409), then the cart's line limit (400) or the stock (409).
 */
async function addRefusalOf(ctx: SignedInContext, productId: string, now: Date) {
  const { db } = ctx;
  if (!(await listedProductIds(ctx, [productId])).has(productId)) {
    await stockOf(db, productId);
    return notListed();
  }
  await requireMakersOfProductsTakeOrders(db, [productId], ctx.locale, now);
  return refusalOf(db, ctx.auth.user._id, productId);
}

/** The guarded add's values (`addItem`): the buyer, the product, the units, and today. */
const guarded = {
  userId: sql.placeholder('userId'),
  productId: sql.placeholder('productId'),
  quantity: sql.placeholder('quantity'),
  today: sql.placeholder('today') as unknown as Day,
};

/**
 * The guarded add, answering the line it wrote: the product must be listed and its maker taking
 * orders, the line within the stock and the line limit (`addItem`).
 */
const guardedInsert = sql`
      insert into ${cartItems} (user_id, product_id, quantity)
      select ${guarded.userId}::uuid, p.id, ${guarded.quantity}::int from ${products} p
       where p.id = ${guarded.productId}
         and ${listedSql(sql`p.id`)}
         and not exists (select 1 from ${companies} c
                          where c.id = p.company_id and ${pausedMakerSql(guarded.today)})
         and ${guarded.quantity} <= case when p.made_to_order then ${MAX_LINE_QUANTITY}
                                         else least(p.quantity, ${MAX_LINE_QUANTITY}) end
         and ((select count(*) from ${cartItems} c where c.user_id = ${guarded.userId}) < ${MAX_CART_LINES}
              or exists (select 1 from ${cartItems} c
                          where c.user_id = ${guarded.userId} and c.product_id = ${guarded.productId}))
      on conflict (user_id, product_id) do update
         set quantity = ${cartItems}.quantity + excluded.quantity
       where ${cartItems}.quantity + excluded.quantity <= (
         select case when p.made_to_order then ${MAX_LINE_QUANTITY}
                     else least(p.quantity, ${MAX_LINE_QUANTITY}) end from ${products} p
          where p.id = excluded.product_id)
      returning user_id, product_id, quantity, added_at`;

/**
 * The add and the cart's read in one statement (`cartRows` over the cart as the add left it):
 * the statement's own read does not see its insert, so the cart's other lines are read from
 * `cart_items` and the line written comes from the insert (`fresh`; none when it refused).
 */
const addAndReadCart = preparedQuery((db) => {
  const line = {
    userId: cartItems.userId,
    productId: cartItems.productId,
    quantity: cartItems.quantity,
    addedAt: cartItems.addedAt,
  };
  const added = db.$with('added', line).as(guardedInsert);
  const lines = db.$with('lines', { ...line, fresh: sql<boolean>`fresh`.as('fresh') }).as(
    sql`select user_id, product_id, quantity, added_at, false as fresh from ${cartItems} c
           where c.user_id = ${guarded.userId}
             and not exists (select 1 from ${added} a where a.product_id = c.product_id)
          union all
          select user_id, product_id, quantity, added_at, true from ${added}`,
  );
  return db
    .with(added, lines)
    .select({
      ...cartProductColumns(sql.placeholder('locale')),
      lineQuantity: lines.quantity,
      couponEntered: couponEnteredSql(lines.userId, products.companyId),
      fresh: lines.fresh,
    })
    .from(lines)
    .innerJoin(products, eq(products.id, lines.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .orderBy(asc(lines.addedAt), asc(lines.productId));
});

/**
 * Adds units to a line; the line may never exceed the stock ("I don't have that quantity") nor
 * the cart its line limit, and the product must be listed and its maker taking orders. One
 * statement checks and writes, so two adds at once (two tabs) add up instead of one overwriting
 * the other, and reads the cart the answer shows; the reasons are looked up only when it refuses.
 */
export async function addItem(ctx: SignedInContext, input: CartItemInput) {
  const now = new Date();
  const rows = await addAndReadCart(ctx.db, {
    userId: ctx.auth.user._id,
    productId: input.productId,
    quantity: input.quantity,
    today: todayOf(now),
    locale: ctx.locale,
  });
  if (!rows.some((r) => r.fresh)) throw await addRefusalOf(ctx, input.productId, now);
  return cartOfRows(ctx, rows);
}

/** Sets a line's quantity; 404 when the line is not in the cart. */
export async function setQuantity(ctx: SignedInContext, productId: string, quantity: number) {
  const { db } = ctx;
  const userId = ctx.auth.user._id;
  const stock = await stockOf(db, productId);
  if (quantity > stock) throw notThatMany();
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (updated.length === 0) throw new NotFoundError();
  return getCart(ctx);
}

export async function removeItem(ctx: SignedInContext, productId: string) {
  const { db } = ctx;
  const userId = ctx.auth.user._id;
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (deleted.length === 0) throw new NotFoundError();
  return getCart(ctx);
}

export async function emptyCart(ctx: SignedInContext) {
  const { db } = ctx;
  const userId = ctx.auth.user._id;
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return getCart(ctx);
}

/** Repeated products in a browser cart count once, with their quantities summed. */
function combine(lines: CartLineRequest[]) {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums].map(([productId, quantity]) => ({ productId, quantity }));
}

/** A visitor's browser cart shown with today's prices and stock (nothing is stored). */
export function previewCart({ db, locale }: RequestContext, lines: CartLineRequest[]) {
  return buildCart(db, combine(lines), locale);
}

/**
 * The browser cart joins the server cart at login: quantities add up, capped at the stock (and
 * lines of products out of stock or gone are left out), within the cart's line limit.
 */
export async function mergeCart(ctx: SignedInContext, lines: CartLineRequest[]) {
  const { db } = ctx;
  const userId = ctx.auth.user._id;
  const incoming = combine(lines);
  const rows = await productsOf(
    db,
    incoming.map((l) => l.productId),
    ctx.locale,
  );
  // Lines of products the catalog does not list are left out, as those of gone products are.
  const stock = new Map(rows.filter((r) => r.listed).map((r) => [r.id, r.quantity]));
  const current = new Map((await cartLinesOf(db, userId)).map((l) => [l.productId, l.quantity]));
  for (const line of incoming) {
    const available = Math.min(stock.get(line.productId) ?? 0, MAX_LINE_QUANTITY);
    const had = current.get(line.productId);
    if (had === undefined && current.size >= MAX_CART_LINES) continue;
    const quantity = Math.min((had ?? 0) + line.quantity, available);
    if (quantity <= 0 || quantity === had) continue;
    current.set(line.productId, quantity);
    await db
      .insert(cartItems)
      .values({ userId, productId: line.productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
  }
  return getCart(ctx);
}
