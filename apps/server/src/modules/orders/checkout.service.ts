import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COD_CARRIERS,
  DEFAULT_LOCALE,
  InvoiceDataInputSchema,
  matchLocale,
  POINT_CARRIERS,
  UNPAID_ORDER_TTL_HOURS,
  pointAddressLine,
  type CarrierOption,
  type CheckoutInput,
  type DeliveryPoint,
  type Locale,
  type PlacedOrders,
  type Quote,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import {
  addresses,
  cartItems,
  checkoutRequests,
  companies,
  courierPricing,
  invoiceData,
  mailOutbox,
  orderEvents,
  orderItems,
  orders,
  productPassports,
  products,
  users,
  type StoredAddress,
  type StoredInvoice,
} from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { SignedInContext } from '../../plugins/context.js';
import {
  checkInvoiceData,
  checkPlace,
  saveAddress,
  saveInvoiceData,
} from '../accounts/accounts.service.js';
import { coverOf } from '../catalog/catalog.service.js';
import { reserveStockAtPrices } from '../catalog/stock.js';
import { outboxInsert, outboxRowsOf, type MailRequest } from '../mail/mail.service.js';
import {
  cartProductColumns,
  priceDeliveryOption,
  productsOf,
  vacationsOf,
} from './cart.service.js';
import { commissionOf, marketCurrency, marketTerms } from './money.js';
import { makerOrderLink } from './order-lifecycle.js';
import { commissionOverrideSql, utcDay } from '../site/site.service.js';
import {
  insertRows,
  placeholderRows,
  preparedByShape,
  preparedQuery,
  preparedSql,
} from '../../db/prepared.js';
import { listPlacedOrders, placedOrderReturning, placedOrdersOf } from './orders.service.js';
import {
  lockCapacity,
  requireVacationsTakeOrders,
  shipDatesOf,
} from '../made-to-order/made-to-order.service.js';
import {
  anyCouponEnteredSql,
  checkoutCoupons,
  couponEnteredSql,
  claimCouponUses,
  clearCartCoupons,
} from '../promotions/promotions.service.js';
import { recordPieces } from '../passports/pieces.js';

/**
 * Each maker's goods' value: what a maker's coupon code reads (issue 24); only of the makers the
 * buyer entered a code for (`withCode`), the others have none to look up.
 */
const subtotalsOf = (
  planned: { companyId: string; itemsAmount: number }[],
  withCode: Set<string>,
) =>
  new Map(
    planned.filter((o) => withCode.has(o.companyId)).map((o) => [o.companyId, o.itemsAmount]),
  );

/** Where the checkout checks a chosen locker or pick-up point (`DeliveryPoints`). */
export interface PointsLookup {
  find(carrier: CarrierOption, code: string): Promise<DeliveryPoint | null>;
}

export interface CheckoutDeps {
  db: Database;
  config: Config;
  kickMail: () => void;
  points: PointsLookup;
}

type ProductRow = Omit<Awaited<ReturnType<typeof productsOf>>[number], 'currency'>;

interface CartLine {
  productId: string;
  quantity: number;
}

/** One maker's order as the checkout computed it, before anything is written. */
interface PlannedOrder {
  companyId: string;
  shortName: string;
  lines: {
    productId: string;
    name: string;
    image: string | null;
    unitAmount: number;
    quantity: number;
    lineAmount: number;
    /** Made to order: it takes no unit off the shelf, and a cancellation puts none back. */
    madeToOrder: boolean;
  }[];
  itemsAmount: number;
  deliveryAmount: number;
  method: 'delivery' | 'pickup';
  carrier: CarrierOption | null;
  courierPricingId: string | null;
  pointCode: string | null;
  pointName: string | null;
  pointAddress: string | null;
  shopId: string | null;
  shop: { title: string; street: string; city: string; postalCode: string; country: string } | null;
  paymentType: 'online' | 'cod';
}

interface Plan {
  orders: PlannedOrder[];
  shippingAddress: StoredAddress | null;
  saveAddress: boolean;
  invoice: StoredInvoice | null;
  saveInvoice: boolean;
  total: number;
  currency: string;
}

/** Checkout rule failures: the first rule broken is the headline, every broken one a field. */
class Problems {
  private headline: MessageKey | undefined;
  readonly fields: Record<string, MessageKey> = {};
  /** Values of the messages' `{name}` placeholders. */
  private readonly params: Record<string, string> = {};
  add(field: string, key: MessageKey, params: Record<string, string> = {}) {
    if (!this.headline) Object.assign(this.params, params);
    this.headline ??= key;
    this.fields[field] ??= key;
  }
  throwIfAny() {
    if (this.headline)
      throw new AppError(400, 'CHECKOUT_INVALID', this.headline, this.fields, this.params);
  }
  /** Runs a check that throws a ValidationError, keeping its field messages under `prefix`. */
  passes(prefix: string, check: () => void) {
    try {
      check();
      return true;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, key] of Object.entries(error.fields ?? {}))
        this.add(`${prefix}.${field}`, key);
      return false;
    }
  }
}

/** Lines above the stock make the whole checkout a 409 naming each line. */
function requireStock(lines: CartLine[], rows: Map<string, { quantity: number }>) {
  const short = lines.filter((l) => (rows.get(l.productId)?.quantity ?? 0) < l.quantity);
  if (short.length === 0) return;
  throw new AppError(
    409,
    'OUT_OF_STOCK',
    'notThatMany',
    Object.fromEntries(short.map((l) => [`lines.${l.productId}`, 'notThatMany'])),
  );
}

/**
 * A line whose product the catalog no longer lists (hidden, maker blocked or awaiting approval)
 * makes the whole checkout a 409 naming it; the line stays in the cart (issue 20).
 */
function requireListed(lines: CartLine[], rows: Map<string, ProductRow>) {
  const unlisted = lines.filter((l) => !rows.get(l.productId)?.listed);
  if (unlisted.length === 0) return;
  throw new AppError(
    409,
    'PRODUCT_NOT_LISTED',
    'productNotListed',
    Object.fromEntries(unlisted.map((l) => [`lines.${l.productId}`, 'productNotAvailable'])),
    { name: rows.get(unlisted[0]!.productId)?.name ?? '' },
  );
}

/** The buyer as the checkout reads them with their cart: the orders' customer and recipient. */
interface Buyer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  locale: string;
}

/** Resolves the address, invoice data and every maker's receiving method, or names what is wrong. */
async function plan(
  db: Executor,
  points: PointsLookup,
  buyer: Buyer,
  input: CheckoutInput,
  lines: CartLine[],
  rows: Map<string, ProductRow>,
  locale: Locale,
  currency: string,
): Promise<Plan> {
  const byCompany = new Map<string, CartLine[]>();
  for (const line of lines) {
    const row = rows.get(line.productId);
    if (!row) continue;
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), line]);
  }
  const companyIds = [...byCompany.keys()];
  if (companyIds.length === 0) throw new ConflictError('cartEmpty', 'CART_EMPTY');
  // Each maker's carriers and shops came with the cart's rows (`cartProductColumns`), read in
  // the checkout's transaction.
  const makerRow = (companyId: string) => rows.get(byCompany.get(companyId)![0]!.productId)!;
  const pricingRows = companyIds.flatMap((id) => makerRow(id).pricing);
  const shopRows = companyIds.flatMap((id) => makerRow(id).shopRows);

  const problems = new Problems();
  if (input.groups.length === 0) problems.add('groups', 'noShippingMethod');
  const planned: PlannedOrder[] = [];
  for (const [companyId, companyLines] of byCompany) {
    const field = `groups.${companyId}`;
    const orderLines = companyLines.map((line) => {
      const row = rows.get(line.productId)!;
      return {
        productId: row.id,
        name: row.name,
        image: coverOf(row.coverImage)?.thumb ?? null,
        unitAmount: row.priceAmount,
        quantity: line.quantity,
        lineAmount: row.priceAmount * line.quantity,
        madeToOrder: row.madeToOrder,
      };
    });
    const itemsAmount = orderLines.reduce((sum, l) => sum + l.lineAmount, 0);
    const order: PlannedOrder = {
      companyId,
      shortName: rows.get(companyLines[0]!.productId)!.shortName,
      lines: orderLines,
      itemsAmount,
      deliveryAmount: 0,
      method: 'pickup',
      carrier: null,
      courierPricingId: null,
      pointCode: null,
      pointName: null,
      pointAddress: null,
      shopId: null,
      shop: null,
      paymentType: 'online',
    };
    planned.push(order);

    const chosen = input.groups.filter((g) => g.sellerId === companyId);
    if (input.groups.length === 0) continue;
    const choice = chosen[0];
    if (!choice || (!choice.deliveryOptionId && !choice.pickupShopId)) {
      problems.add(field, 'noPickupOrDelivery');
      continue;
    }
    if (chosen.length > 1 || (choice.deliveryOptionId && choice.pickupShopId)) {
      problems.add(field, 'tooManyDeliveryOptions');
      continue;
    }
    if (choice.deliveryOptionId) {
      const pricing = pricingRows.find(
        (p) => p.id === choice.deliveryOptionId && p.companyId === companyId,
      );
      if (!pricing) {
        problems.add(field, 'providerLacksDelivery');
        continue;
      }
      const option = priceDeliveryOption(pricing, itemsAmount);
      if (option.needsPoint && !choice.pointCode) {
        problems.add(`${field}.pointCode`, 'pointRequired');
        continue;
      }
      // The point as the carrier knows it now: a mistyped or closed one is refused here.
      const point =
        option.needsPoint && choice.pointCode
          ? await points.find(option.carrier, choice.pointCode)
          : null;
      if (option.needsPoint && !point) {
        problems.add(`${field}.pointCode`, 'pointUnknown', { code: choice.pointCode ?? '' });
        continue;
      }
      Object.assign(order, {
        method: 'delivery',
        carrier: option.carrier,
        courierPricingId: pricing.id,
        pointCode: point?.code ?? null,
        pointName: point ? point.description || null : null,
        pointAddress: point ? pointAddressLine(point.address) : null,
        deliveryAmount: option.price.amount,
        paymentType: COD_CARRIERS.includes(option.carrier) ? 'cod' : 'online',
      } satisfies Partial<PlannedOrder>);
    } else {
      const makerShops = shopRows.filter((s) => s.companyId === companyId);
      if (makerShops.length === 0) {
        problems.add(field, 'noSalesPoints');
        continue;
      }
      const shop = makerShops.find((s) => s.id === choice.pickupShopId);
      if (!shop) {
        problems.add(field, 'providerLacksDelivery');
        continue;
      }
      order.shopId = shop.id;
      order.shop = {
        title: shop.title,
        street: shop.street,
        city: shop.city,
        postalCode: shop.postalCode,
        country: shop.country,
      };
    }
  }

  const needsAddress = planned.some((o) => o.method === 'delivery') || input.groups.length === 0;
  let shippingAddress: StoredAddress | null = null;
  if (needsAddress) shippingAddress = await resolveAddress(db, buyer, input, problems);
  // A locker or point texts its pick-up code to the recipient: it needs a phone (issue 22).
  if (
    shippingAddress &&
    !shippingAddress.phone &&
    planned.some((o) => o.carrier && POINT_CARRIERS.includes(o.carrier))
  )
    problems.add('shippingAddress.phone', 'recipientPhoneRequired');
  let invoice: StoredInvoice | null = null;
  if (input.invoiceRequested) invoice = await resolveInvoice(db, buyer.id, input, problems);
  problems.throwIfAny();

  const total = planned.reduce((sum, o) => sum + o.itemsAmount + o.deliveryAmount, 0);
  return {
    orders: planned,
    shippingAddress: planned.some((o) => o.method === 'delivery') ? shippingAddress : null,
    saveAddress: !input.shippingAddressId && input.saveShippingAddress,
    invoice,
    saveInvoice: !input.invoiceDataId && input.saveInvoiceData,
    total,
    currency,
  };
}

async function resolveAddress(
  db: Executor,
  buyer: Buyer,
  input: CheckoutInput,
  problems: Problems,
): Promise<StoredAddress | null> {
  if (input.shippingAddressId) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.shippingAddressId), eq(addresses.userId, buyer.id)));
    // Another buyer's address is answered as if it did not exist (API1).
    if (!row) throw new NotFoundError();
    const { street, city, postalCode, region, country, recipientName, phone } = row;
    return withRecipient(buyer, {
      street,
      city,
      postalCode,
      region,
      country,
      recipientName,
      phone,
    });
  }
  if (!input.shippingAddress) {
    problems.add('shippingAddress', 'shippingAddressMissing');
    return null;
  }
  const address = input.shippingAddress;
  return problems.passes('shippingAddress', () => checkPlace(address))
    ? withRecipient(buyer, address)
    : null;
}

/** The address's recipient, or else the account's own name and phone (issue 22). */
function withRecipient(buyer: Buyer, address: StoredAddress): StoredAddress {
  const recipientName =
    address.recipientName?.trim() || `${buyer.firstName} ${buyer.lastName}`.trim();
  const phone = address.phone?.trim() || buyer.phone?.trim() || '';
  return { ...address, recipientName, phone };
}

async function resolveInvoice(
  db: Executor,
  userId: string,
  input: CheckoutInput,
  problems: Problems,
): Promise<StoredInvoice | null> {
  if (input.invoiceDataId) {
    const [row] = await db
      .select()
      .from(invoiceData)
      .where(and(eq(invoiceData.id, input.invoiceDataId), eq(invoiceData.userId, userId)));
    if (!row) throw new NotFoundError();
    const { companyName, taxId, street, city, postalCode, country } = row;
    return { companyName, taxId, street, city, postalCode, country };
  }
  const parsed = InvoiceDataInputSchema.safeParse(input.invoiceData ?? {});
  if (!parsed.success) {
    problems.add('invoiceData', 'invoiceIncomplete');
    for (const issue of parsed.error.issues)
      problems.add(`invoiceData.${issue.path.join('.')}`, 'fieldRequired');
    return null;
  }
  const data = parsed.data;
  return problems.passes('invoiceData', () => checkInvoiceData(data)) ? data : null;
}

/** The makers' owners, to whom the placed orders are mailed. */
const owners = alias(users, 'owners');

/**
 * The cart's lines in product order with their products, the buyer, the makers' owners and
 * whether a product has a passport, in one query (placeholders: `userId`, `locale`, `day`: the
 * UTC day whose commission overrides are in force, `cartValues`).
 */
const cartQuery = (db: Executor, claim?: ReturnType<typeof claimOf>) =>
  (claim ? db.with(claim) : db)
    .select({
      ...cartProductColumns(sql.placeholder('locale')),
      lineQuantity: cartItems.quantity,
      ownerEmail: owners.email,
      ownerLocale: owners.locale,
      couponEntered: couponEnteredSql(cartItems.userId, products.companyId),
      anyCouponEntered: anyCouponEnteredSql(cartItems.userId),
      commissionOverride: commissionOverrideSql(products.companyId, sql.placeholder('day')),
      hasPassport: sql<boolean>`exists (select 1 from ${productPassports} pp
        where pp.product_id = ${products.id})`,
      buyer: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        locale: users.locale,
      },
      // Whether this request claimed its Idempotency-Key (`claimOf`); true without one.
      claimed: claim ? sql<boolean>`exists (select 1 from ${claim})` : sql<boolean>`true`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(owners, eq(owners.id, companies.ownerId))
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.productId));
/**
 * The claim of an Idempotency-Key (placeholders `userId`, `key`, `hash`: the request's
 * fingerprint, `checkoutId`), as a statement's CTE: a concurrent request with the same key waits
 * in it until the first one commits or fails, and then claims nothing.
 */
const claimOf = (db: Executor) =>
  db.$with('claim', { checkoutId: checkoutRequests.checkoutId }).as(
    db
      .insert(checkoutRequests)
      .values({
        userId: sql.placeholder('userId'),
        idempotencyKey: sql.placeholder('key'),
        requestHash: sql.placeholder('hash'),
        checkoutId: sql.placeholder('checkoutId'),
      })
      .onConflictDoNothing()
      .returning({ checkoutId: checkoutRequests.checkoutId })
      .getSQL(),
  );

/**
 * `cartQuery` built once and prepared on each connection (`prepared.ts`): as read; locked; and
 * locked in the statement that claims the Idempotency-Key. The claim is taken before any line is
 * locked (the lines' `claimed` column reads it as the first of them is read): a request waiting
 * on a key another holds never holds a lock that one waits for. A line the other's checkout
 * deleted meanwhile is not returned.
 */
const cartStatements = {
  read: preparedQuery((db) => cartQuery(db)),
  locked: preparedQuery((db) => cartQuery(db).for('update', { of: cartItems })),
  claimAndLock: preparedQuery((db) => cartQuery(db, claimOf(db)).for('update', { of: cartItems })),
};

/** The values of a cart statement: whose cart, in which language, on which day (UTC). */
const cartValues = (userId: string, locale: Locale) => ({
  userId,
  locale,
  day: utcDay(new Date()),
});

type CartRow = Awaited<ReturnType<typeof cartStatements.read>>[number];

/**
 * The cart's lines with their products, the buyer, the makers' owners and whether a product has
 * a passport (`cartQuery`); locked for a checkout, so a second tab's checkout waits and then
 * finds the cart empty.
 */
async function cartOf(db: Executor, userId: string, locale: Locale, lock: boolean) {
  const { read, locked } = cartStatements;
  return cartOfRows(userId, await (lock ? locked : read)(db, cartValues(userId, locale)));
}

/** The cart (`cartOf`) from its rows. */
function cartOfRows(userId: string, rows: CartRow[]) {
  if (rows.length === 0) throw new ConflictError('cartEmpty', 'CART_EMPTY');
  return {
    lines: rows.map((r) => ({ productId: r.id, quantity: r.lineQuantity })),
    rows: new Map<string, ProductRow>(rows.map((r) => [r.id, r])),
    buyer: { id: userId, ...rows[0]!.buyer },
    owners: new Map(rows.map((r) => [r.companyId, { email: r.ownerEmail, locale: r.ownerLocale }])),
    withPassport: rows.some((r) => r.hasPassport),
    withCode: new Set(rows.filter((r) => r.couponEntered).map((r) => r.companyId)),
    anyCode: rows[0]!.anyCouponEntered,
    overrides: new Map(rows.map((r) => [r.companyId, r.commissionOverride])),
  };
}

/** What the checkout would cost, checked by the same rules as placing it. */
export async function quote(
  ctx: Pick<CheckoutDeps, 'points'> & SignedInContext,
  input: CheckoutInput,
): Promise<Quote> {
  const { db, auth, locale } = ctx;
  const { lines, rows, buyer, withCode } = await cartOf(db, auth.user._id, locale, false);
  requireListed(lines, rows);
  requireVacationsTakeOrders(vacationsOf([...rows.values()]), locale);
  requireStock(lines, rows);
  const result = await plan(
    db,
    ctx.points,
    buyer,
    input,
    lines,
    rows,
    locale,
    await marketCurrency(db),
  );
  const money = (amount: number) => ({ amount, currency: result.currency });
  // The makers' coupon codes (issue 24): each takes off its own maker's goods only.
  const coupons = await checkoutCoupons(
    db,
    auth.user._id,
    subtotalsOf(result.orders, withCode),
    locale,
  );
  const off = (companyId: string) => coupons.get(companyId)?.discount ?? 0;
  return {
    groups: result.orders.map((o) => ({
      seller: { _id: o.companyId, shortName: o.shortName },
      itemsTotal: money(o.itemsAmount),
      delivery: money(o.deliveryAmount),
      discount: money(off(o.companyId)),
      total: money(o.itemsAmount - off(o.companyId) + o.deliveryAmount),
    })),
    total: money(result.total - result.orders.reduce((sum, o) => sum + off(o.companyId), 0)),
  };
}

/** The request's fingerprint: a key reused with another body is refused (422). */
function fingerprint(input: CheckoutInput) {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export interface PlaceResult {
  placed: PlacedOrders;
  /** True when an earlier request with the same key had placed these orders. */
  replayed: boolean;
}

/**
 * Places one order per maker in one transaction (PRODUCT.md "Cart and checkout"): prices and
 * delivery recomputed here, stock taken with guarded updates in product order (no oversell, no
 * deadlock), the cart emptied only with the orders, and an `Idempotency-Key` answering a retry or
 * a double click with the orders it already placed.
 */
export async function placeOrders(
  ctx: CheckoutDeps & SignedInContext,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<PlaceResult> {
  const { auth, locale } = ctx;
  const userId = auth.user._id;
  await lookUpPointsFirst(ctx, input);
  // The currency and the platform's rate: this node's copy of the settings (site.service), read
  // outside the transaction, where the copy is kept.
  const terms = await marketTerms(ctx.db);
  const result = await ctx.db.transaction(async (tx) => {
    const checkoutId = randomUUID();
    // The cart is read under a lock: a second tab's checkout waits and then finds it empty. With
    // an Idempotency-Key, the same statement claims it first: a concurrent request with the same
    // key waits there until the first one commits or fails.
    const values = cartValues(userId, locale);
    const statements = cartStatements;
    let cartRows: CartRow[];
    if (idempotencyKey) {
      const hash = fingerprint(input);
      cartRows = await statements.claimAndLock(tx, {
        ...values,
        key: idempotencyKey,
        hash,
        checkoutId,
      });
      // No line: whether the key was claimed here (then the cart is empty) is read back.
      if (!cartRows[0]?.claimed) {
        const [earlier] = await tx
          .select()
          .from(checkoutRequests)
          .where(
            and(
              eq(checkoutRequests.userId, userId),
              eq(checkoutRequests.idempotencyKey, idempotencyKey),
            ),
          );
        if (!earlier) throw new ConflictError('orderStateChanged');
        if (earlier.checkoutId !== checkoutId) {
          if (earlier.requestHash !== hash)
            throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
          return {
            placed: await listPlacedOrders(tx, userId, earlier.checkoutId),
            replayed: true,
            mails: [],
          };
        }
      }
    } else {
      cartRows = await statements.locked(tx, values);
    }
    const { lines, rows, buyer, owners, withPassport, withCode, anyCode, overrides } = cartOfRows(
      userId,
      cartRows,
    );
    requireListed(lines, rows);
    requireVacationsTakeOrders(vacationsOf([...rows.values()]), locale);
    requireStock(lines, rows);
    // Each maker's ship-by day, fixed on the order (issue 24): a made-to-order piece takes a
    // place in its maker's weeks, so two checkouts of it count one after the other.
    await lockCapacity(
      tx,
      lines.filter((l) => rows.get(l.productId)?.madeToOrder).map((l) => l.productId),
    );
    const shipBy = await shipDatesOf(
      tx,
      lines.map((l) => ({ product: rows.get(l.productId)!, quantity: l.quantity })),
      { vacations: vacationsOf([...rows.values()]) },
    );
    const final = await plan(tx, ctx.points, buyer, input, lines, rows, locale, terms.currency);
    // Each maker's rate in force now (its override whose start date has come, read with the
    // cart, else the platform's), fixed on the order: a later change never touches a placed order.
    const rateOf = (companyId: string) => overrides.get(companyId) ?? terms.basisPoints;
    // The makers' coupon codes, checked again in this transaction (issue 24); the commission is
    // on what the buyer pays for the goods.
    const coupons = await checkoutCoupons(tx, userId, subtotalsOf(final.orders, withCode), locale);
    const off = (companyId: string) => coupons.get(companyId)?.discount ?? 0;
    const payable = final.total - final.orders.reduce((sum, o) => sum + off(o.companyId), 0);
    if (input.expectedTotal != null && input.expectedTotal !== payable)
      throw new ConflictError('priceChanged', 'PRICE_CHANGED');

    const now = new Date();
    const paymentDueAt = new Date(now.getTime() + UNPAID_ORDER_TTL_HOURS * 3_600_000);
    const customerName = `${buyer.firstName} ${buyer.lastName}`.trim() || auth.user.username;
    // Every order, its lines and its first event: two statements whatever the number of makers.
    const written = final.orders.map((order) => {
      const cod = order.paymentType === 'cod';
      return { id: randomUUID(), order, cod };
    });
    const orderRows = insertRows(
      orders,
      'o',
      written.map(
        ({ id, order, cod }) =>
          ({
            id,
            checkoutId,
            buyerId: userId,
            companyId: order.companyId,
            status: cod ? 'in_progress' : 'awaiting_payment',
            paymentStatus: cod ? 'pending' : 'none',
            paymentType: order.paymentType,
            currency: final.currency,
            itemsAmount: order.itemsAmount,
            deliveryAmount: order.deliveryAmount,
            discountAmount: off(order.companyId),
            couponCode: coupons.get(order.companyId)?.code ?? null,
            totalAmount: order.itemsAmount - off(order.companyId) + order.deliveryAmount,
            commissionBasisPoints: rateOf(order.companyId),
            commissionAmount: commissionOf(
              order.itemsAmount - off(order.companyId),
              rateOf(order.companyId),
            ),
            receivingMethod: order.method,
            carrier: order.carrier,
            courierPricingId: order.courierPricingId,
            pointCode: order.pointCode,
            pointName: order.pointName,
            pointAddress: order.pointAddress,
            shopId: order.shopId,
            shop: order.shop,
            shippingAddress: order.method === 'delivery' ? final.shippingAddress : null,
            invoice: final.invoice,
            customerName,
            customerEmail: buyer.email,
            customerPhone: buyer.phone,
            country:
              (order.method === 'delivery'
                ? final.shippingAddress?.country
                : order.shop?.country) ?? '',
            paymentDueAt: cod ? null : paymentDueAt,
            shipBy: shipBy.byCompany.get(order.companyId) ?? null,
            createdAt: now,
            updatedAt: now,
          }) satisfies Omit<typeof orders.$inferInsert, 'number'>,
      ),
    );
    const inserted = await insertOrders(tx, orderRows.shape, {
      ...orderRows.values,
      numberPrefix: `MK-${now.getUTCFullYear()}-`,
    });
    const placed = placedOrdersOf(
      checkoutId,
      inserted,
      new Map(
        written.map(({ id, order }) => [
          id,
          {
            shortName: order.shortName,
            itemCount: order.lines.reduce((sum, l) => sum + l.quantity, 0),
          },
        ]),
      ),
    );
    // The lines, the first events, the emptied cart and the mails of the placed orders (to the
    // buyer, to each maker) in one statement (`writeRest`).
    const items = insertRows(
      orderItems,
      'i',
      written.flatMap(({ id, order }) =>
        order.lines.map((l) => ({ ...l, orderId: id }) satisfies typeof orderItems.$inferInsert),
      ),
    );
    const events = insertRows(
      orderEvents,
      'e',
      written.map(
        ({ id, cod }) =>
          ({
            orderId: id,
            status: cod ? 'in_progress' : 'awaiting_payment',
            actorRole: 'buyer',
            actorId: userId,
            createdAt: now,
          }) satisfies typeof orderEvents.$inferInsert,
      ),
    );
    const mails = insertRows(
      mailOutbox,
      'm',
      outboxRowsOf(placedMails(ctx.config, placed, buyer, owners)),
    );
    await writeRest(tx, `${items.shape}#${events.shape}#${mails.shape}`, {
      ...items.values,
      ...events.values,
      ...mails.values,
      userId,
    });
    // Piece passports (issue 24): each unit sold of a product with a passport gets its record
    // (nothing to look up when the cart's read found no passport).
    if (withPassport)
      await recordPieces(
        tx,
        written.map((w) => w.id),
        now,
      );
    if (final.saveAddress && final.shippingAddress)
      await saveAddress(tx, userId, final.shippingAddress);
    if (final.saveInvoice && final.invoice) await saveInvoiceData(tx, userId, final.invoice);
    // One use of each code, guarded by its limit (a use too many undoes the checkout: 409).
    await claimCouponUses(
      tx,
      userId,
      written.flatMap(({ id, order }) => {
        const coupon = coupons.get(order.companyId);
        return coupon ? [{ couponId: coupon.couponId, orderId: id }] : [];
      }),
    );
    if (anyCode) await clearCartCoupons(tx, userId);

    // The stock last, at the prices the orders were written at: a product many buyers want is
    // locked only from here to the commit. A line short of stock, or whose price or made-to-order
    // flag changed since it was read, undoes the whole checkout.
    const taken = await reserveStockAtPrices(
      tx,
      lines.map((l) => {
        const row = rows.get(l.productId)!;
        return { ...l, unitAmount: row.priceAmount, madeToOrder: row.madeToOrder };
      }),
    );
    if (taken.size < lines.length) {
      const missed = lines.filter((l) => !taken.has(l.productId));
      const current = await productsOf(
        tx,
        missed.map((l) => l.productId),
        locale,
      );
      requireStock(missed, new Map(current.map((r) => [r.id, r])));
      throw new ConflictError('priceChanged', 'PRICE_CHANGED');
    }
    return { placed, replayed: false, mails: written };
  });
  if (result.mails.length > 0) ctx.kickMail();
  return { placed: result.placed, replayed: result.replayed };
}

/**
 * Looks the chosen points up before the transaction (the answers are cached), so that its locks
 * never wait on a carrier's host; the transaction checks them again.
 */
async function lookUpPointsFirst(ctx: CheckoutDeps, input: CheckoutInput) {
  const chosen = input.groups.filter((g) => g.deliveryOptionId && g.pointCode);
  if (chosen.length === 0) return;
  const rows = await ctx.db
    .select({ id: courierPricing.id, carrier: courierPricing.carrier })
    .from(courierPricing)
    .where(
      inArray(
        courierPricing.id,
        chosen.map((g) => g.deliveryOptionId!),
      ),
    );
  await Promise.all(
    chosen.map(async (group) => {
      const carrier = rows.find((r) => r.id === group.deliveryOptionId)?.carrier as CarrierOption;
      if (carrier && POINT_CARRIERS.includes(carrier))
        await ctx.points.find(carrier, group.pointCode!).catch(() => null);
    }),
  );
}

/**
 * `MK-2026-000123`: the year of placing (placeholder `numberPrefix`, `MK-2026-`) and a number no
 * other order has (six digits at least), taken by the order's own insert; the rows of one insert
 * take theirs in the order they are listed.
 */
const orderNumberSql = sql<string>`(select ${sql.placeholder('numberPrefix')} || lpad(n::text, greatest(6, length(n::text)), '0')
    from (select nextval('order_number_seq') as n) seq)`;

/**
 * The orders' insert, answering them (`placedOrderReturning`): compiled once per shape (how many
 * makers, `insertRows`) and prepared (`prepared.ts`); building it was most of the checkout's
 * drizzle time.
 */
const insertOrders = preparedByShape((shape, options) =>
  preparedQuery(
    (db) =>
      db
        .insert(orders)
        .values(
          placeholderRows('o', shape).map(
            (row) => ({ ...row, number: orderNumberSql }) as unknown as typeof orders.$inferInsert,
          ),
        )
        .returning(placedOrderReturning),
    options,
  ),
);

/**
 * After the orders: their lines, their first events, the emptied cart (placeholder `userId`) and
 * the placed orders' mails, in one statement (data-modifying CTEs: the orders' keys are checked
 * at its end, when every row is in); compiled once per shape (`${lines}#${events}#${mails}`).
 */
const writeRest = preparedByShape((shape, options) => {
  const [items, events, mails] = shape.split('#') as [string, string, string];
  const rows = <T>(prefix: string, of: string) => placeholderRows(prefix, of) as T[];
  return preparedSql(
    (db) =>
      sql`with lines as (${db
        .insert(orderItems)
        .values(rows<typeof orderItems.$inferInsert>('i', items))
        .getSQL()}),
        emptied as (${db
          .delete(cartItems)
          .where(eq(cartItems.userId, sql.placeholder('userId')))
          .getSQL()}),
        mails as (${outboxInsert(db, rows<typeof mailOutbox.$inferInsert>('m', mails)).getSQL()})
        ${db
          .insert(orderEvents)
          .values(rows<typeof orderEvents.$inferInsert>('e', events))
          .getSQL()}`,
    options,
  );
});

/** The placed orders' mails: one to the buyer, one to each maker. */
function placedMails(
  config: Config,
  placed: PlacedOrders,
  buyer: Buyer,
  owners: Map<string, { email: string; locale: string }>,
) {
  const link = `${config.publicUrl}/userorders`;
  const mails: MailRequest[] = [];
  mails.push({
    to: buyer.email,
    locale: matchLocale(buyer.locale) ?? DEFAULT_LOCALE,
    template: {
      name: 'orderPlaced',
      firstName: buyer.firstName,
      orders: placed.orders.map((o) => ({
        number: o.number,
        maker: o.seller.shortName,
        total: o.total,
        awaitingPayment: o.status === 'awaiting_payment',
      })),
      link,
    },
  });
  for (const order of placed.orders) {
    const owner = owners.get(order.seller._id);
    if (!owner) continue;
    mails.push({
      to: owner.email,
      locale: matchLocale(owner.locale) ?? DEFAULT_LOCALE,
      template: {
        name: 'orderReceived',
        number: order.number,
        customer: order.customerName,
        itemCount: order.itemCount,
        total: order.total,
        awaitingPayment: order.status === 'awaiting_payment',
        link: makerOrderLink(config.publicUrl, order._id),
      },
    });
  }
  return mails;
}
