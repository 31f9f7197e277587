/**
 * Shipments of the makers' orders (issue 19): created through the carrier's API with the maker's
 * own credentials (InPost ShipX today, behind `CarrierAdapter`), their labels, cancelling, and
 * tracking that moves the order. Tracking comes by webhook and by polling; both ask the carrier
 * for the shipment's state and record each event once under its event key, inside the
 * transaction that moves the order (through the orders module's `applyCarrierReport`).
 */
import {
  CreateShipmentInputSchema,
  LogisticsSettingsInputSchema,
  trackingUrl,
  type CarrierOption,
  type InpostConnection,
  type LabelSize,
  type LogisticsSettings,
  type OrderDetail,
  type ParcelSize,
  type Shipment,
  type ShipmentPage,
} from '@kramik/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import { isTimeKey } from '../../db/keyset.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError, BadRequestError, ConflictError, ValidationError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { SecretBox } from '../../lib/secrets.js';
import { parseForm } from '../../lib/validation.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { getInpostCredentials, requireOwnCompany } from '../companies/companies.service.js';
import { onOrderCancelling, type OrderRow } from '../orders/order-lifecycle.js';
import { applyCarrierReport, getOrder, type Viewer } from '../orders/orders.service.js';
import { adapterFor, type CarrierAdapter, type CarrierEvent } from './carrier-adapter.js';
import { ShipxError, isShipxCarrier, shipxBaseUrl, type ShipmentRequest } from './shipx.js';
import * as repo from './shipments.repo.js';

export interface ShipmentsDeps {
  db: Database;
  config: Config;
  secrets: SecretBox;
  kickMail: () => void;
}
export type ShipmentsCaller = ShipmentsDeps & SignedInContext;

/** Statuses seen more than once in a parcel's life: their events are keyed by time too. */
const REPEATABLE = new Set(['pickup_reminder_sent', 'delay_in_delivery', 'avizo', 'readdressed']);
const eventKey = (event: CarrierEvent) =>
  REPEATABLE.has(event.carrierStatus)
    ? `${event.carrierStatus}@${event.at.toISOString()}`
    : event.carrierStatus;

// ---- Carrier calls ---------------------------------------------------------------------------

/** The adapter of a shipment's carrier with its maker's credentials; 400 until they are saved. */
async function adapterOf(
  deps: Pick<ShipmentsDeps, 'config' | 'secrets'> & { db: Executor },
  companyId: string,
  carrier: string,
): Promise<CarrierAdapter> {
  const credentials = await getInpostCredentials(deps, companyId);
  if (!credentials) throw new BadRequestError('shipxNotConfigured');
  const adapter = adapterFor(carrier, shipxBaseUrl(deps.config), credentials);
  if (!adapter) throw new BadRequestError('shipmentManualCarrier');
  return adapter;
}

/** A carrier failure as our API answers it: the key, the carrier's validation, or a 502. */
function carrierFailure(error: unknown, invalidAction?: MessageKey): never {
  if (error instanceof AppError) throw error;
  if (error instanceof ShipxError) {
    if (error.status === 401 || error.status === 403) throw new BadRequestError('shipxBadKey');
    if (error.code === 'invalid_action' && invalidAction)
      throw new ConflictError(invalidAction, 'ORDER_STATE');
    if (error.code === 'validation_failed') {
      const text = JSON.stringify(error.details ?? {});
      if (text.includes('target_point'))
        throw new ValidationError({
          pointCode: text.includes('does_not_exist') ? 'shipxPointUnknown' : 'shipxPointRequired',
        });
      if (text.includes('address'))
        throw new ValidationError({ shippingAddress: 'shipxAddressRequired' });
      throw new BadRequestError('shipxRefused');
    }
    if (error.status < 500) throw new BadRequestError('shipxRefused');
  }
  throw new AppError(502, 'BAD_GATEWAY', 'shipxUnavailable');
}

// ---- Views -----------------------------------------------------------------------------------

function toShipment(
  row: repo.ShipmentRow,
  number: string,
  events: repo.ShipmentEventRow[],
): Shipment {
  const money = (amount: number | null) => (amount ? { amount, currency: row.currency } : null);
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: number,
    carrier: row.carrier as CarrierOption,
    status: row.status as Shipment['status'],
    carrierStatus: row.carrierStatus,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
    parcel: {
      size: row.parcel.size ?? null,
      weightGrams: row.parcel.weightGrams ?? null,
      lengthMm: row.parcel.lengthMm ?? null,
      widthMm: row.parcel.widthMm ?? null,
      heightMm: row.parcel.heightMm ?? null,
    },
    cod: money(row.codAmount),
    insurance: money(row.insuranceAmount),
    pickupCode: row.status === 'waiting' ? row.pickupCode : null,
    labelReady: !['created', 'cancelled'].includes(row.status),
    canCancel: row.status === 'created',
    createdAt: row.createdAt.toISOString(),
    events: events
      .filter((e) => e.shipmentId === row.id)
      .map((e) => ({
        carrierStatus: e.carrierStatus,
        text: e.statusText,
        at: e.occurredAt.toISOString(),
      })),
  };
}

async function withEvents(db: Executor, rows: { shipment: repo.ShipmentRow; number: string }[]) {
  const events = await repo.eventsOf(
    db,
    rows.map((r) => r.shipment.id),
  );
  return rows.map((r) => toShipment(r.shipment, r.number, events));
}

// ---- The maker's side ------------------------------------------------------------------------

async function sellerViewer(ctx: ShipmentsCaller) {
  const company = await requireOwnCompany(ctx);
  const viewer: Viewer = { role: 'seller', userId: ctx.auth.user._id, companyId: company.id };
  return { company, viewer };
}

/** The maker's order (404 for anyone else's) and its shipment that is not cancelled. */
async function ownOrderShipment(ctx: ShipmentsCaller, orderId: string) {
  const { company, viewer } = await sellerViewer(ctx);
  const order = await getOrder(ctx, viewer, orderId);
  const shipment = await repo.findActiveShipmentOfOrder(ctx.db, order._id);
  return { company, order, shipment };
}

function parcelOf(
  order: OrderDetail,
  input: ReturnType<typeof CreateShipmentInputSchema.parse>,
  defaultSize: ParcelSize,
) {
  if (order.receiving.carrier === 'inpost_locker' || input.parcelSize)
    return { size: input.parcelSize ?? defaultSize };
  const fields: Record<string, MessageKey> = {};
  for (const field of ['weightGrams', 'lengthMm', 'widthMm', 'heightMm'] as const)
    if (!input[field]) fields[field] = 'fieldRequired';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return {
    weightGrams: input.weightGrams!,
    lengthMm: input.lengthMm!,
    widthMm: input.widthMm!,
    heightMm: input.heightMm!,
  };
}

/**
 * "Create shipment": the order's parcel at InPost, with the COD amount (the order's total for a
 * cash-on-delivery order) and the insurance asked for. One shipment per order at a time; the row
 * is written first (a double click meets the unique index), then ShipX is asked, and a refusal
 * removes the row again.
 */
export async function createShipment(ctx: ShipmentsCaller, orderId: string, body: unknown) {
  const input = parseForm(CreateShipmentInputSchema, body ?? {}, 'validationFailed');
  const { company, order, shipment: existing } = await ownOrderShipment(ctx, orderId);
  const carrier = order.receiving.carrier;
  if (order.receiving.method !== 'delivery' || !carrier || !isShipxCarrier(carrier))
    throw new BadRequestError('shipmentManualCarrier');
  if (order.status !== 'paid' && order.status !== 'in_progress')
    throw new ConflictError('shipmentOrderState', 'ORDER_STATE');
  if (existing) throw new ConflictError('shipmentExists');
  const settings = await repo.findSettings(ctx.db, company.id);
  const parcel = parcelOf(order, input, (settings?.defaultParcelSize ?? 'A') as ParcelSize);
  const adapter = await adapterOf(ctx, company.id, carrier);
  const codAmount = order.paymentType === 'cod' ? order.total.amount : null;
  const insuranceAmount = input.insuranceAmount || null;

  let row: repo.ShipmentRow;
  try {
    row = await repo.insertShipment(ctx.db, {
      orderId: order._id,
      companyId: company.id,
      carrier,
      provider: adapter.provider,
      status: 'created',
      parcel,
      codAmount,
      insuranceAmount,
      currency: order.total.currency,
    });
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new ConflictError('shipmentExists');
    throw error;
  }
  const address = order.shippingAddress;
  const request: ShipmentRequest = {
    carrier: carrier,
    reference: order.number,
    receiver: {
      name: address?.recipientName || order.customer.name,
      email: order.customer.email,
      phone: address?.phone || order.customer.phone,
      address: address
        ? {
            street: address.street,
            city: address.city,
            postalCode: address.postalCode,
            country: address.country,
          }
        : null,
    },
    pointCode: order.receiving.pointCode,
    parcel,
    codAmount,
    insuranceAmount,
    currency: order.total.currency,
    sender: settings?.sender ?? null,
  };
  let created;
  try {
    created = await adapter.create(request);
  } catch (error) {
    await repo.deleteShipment(ctx.db, row.id);
    carrierFailure(error);
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockShipment(tx, row.id);
    await applyCarrierState(
      ctx,
      tx,
      locked!,
      adapter,
      created,
      [{ carrierStatus: created.carrierStatus, at: new Date() }],
      'create',
    );
  });
  ctx.kickMail();
  return (await listOrderShipments(ctx, order._id))[0]!;
}

/** The shipments of one of the maker's orders, newest first. */
export async function listOrderShipments(ctx: ShipmentsCaller, orderId: string) {
  const { viewer } = await sellerViewer(ctx);
  const order = await getOrder(ctx, viewer, orderId);
  return withEvents(ctx.db, await repo.listShipmentsOfOrders(ctx.db, [order._id]));
}

/** The buyer's view of their order's shipments (another buyer's order: 404). */
export async function listBuyerShipments(ctx: SignedInContext, orderId: string) {
  const order = await getOrder(ctx, { role: 'buyer', userId: ctx.auth.user._id }, orderId);
  return withEvents(ctx.db, await repo.listShipmentsOfOrders(ctx.db, [order._id]));
}

/** The maker's shipments, newest first (the logistics screen). */
export async function listShipments(
  ctx: ShipmentsCaller,
  query: { limit: number; cursor?: string },
): Promise<ShipmentPage> {
  const { company } = await sellerViewer(ctx);
  const rows = await repo.listShipmentsOfCompany(
    ctx.db,
    company.id,
    decodeCursor(query.cursor, isTimeKey),
    query.limit,
  );
  const page = paginate(rows, query.limit, (r) => ({ at: r.key, id: r.shipment.id }));
  return { items: await withEvents(ctx.db, page.items), nextCursor: page.nextCursor };
}

/** The label of the order's shipment: asks the carrier for news first (it may have confirmed). */
export async function getLabel(ctx: ShipmentsCaller, orderId: string, size: LabelSize) {
  const { company, shipment } = await ownOrderShipment(ctx, orderId);
  if (!shipment?.externalId) throw new ConflictError('noShipment', 'ORDER_STATE');
  const adapter = await adapterOf(ctx, company.id, shipment.carrier);
  await refreshShipment(ctx, shipment.id, 'poll').catch(() => undefined);
  try {
    return await adapter.label(shipment.externalId, size);
  } catch (error) {
    carrierFailure(error, 'labelNotReady');
  }
}

/** Several orders' labels in one PDF, in the order asked; refused while any is not ready. */
export async function getLabels(ctx: ShipmentsCaller, orderIds: string[], size: LabelSize) {
  // pdf-lib is loaded at the first merge, not when the server starts (piece-card.ts says why).
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.create();
  const notReady: string[] = [];
  const labels: Buffer[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      labels.push(await getLabel(ctx, orderId, size));
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.statusCode === 409 || error.messageKey === 'noShipment')
      ) {
        const { order } = await ownOrderShipment(ctx, orderId);
        notReady.push(order.number);
      } else throw error;
    }
  }
  if (notReady.length > 0)
    throw new AppError(409, 'ORDER_STATE', 'labelsNotReady', undefined, {
      numbers: notReady.join(', '),
    });
  for (const label of labels) {
    const source = await PDFDocument.load(label);
    for (const page of await merged.copyPages(source, source.getPageIndices()))
      merged.addPage(page);
  }
  merged.setTitle('InPost labels');
  return Buffer.from(await merged.save());
}

/** Cancels the order's shipment while the carrier allows (ShipX: before confirmation). */
export async function cancelShipment(ctx: ShipmentsCaller, orderId: string) {
  const { company, shipment } = await ownOrderShipment(ctx, orderId);
  if (!shipment?.externalId) throw new ConflictError('noShipment', 'ORDER_STATE');
  const adapter = await adapterOf(ctx, company.id, shipment.carrier);
  try {
    await adapter.cancel(shipment.externalId);
  } catch (error) {
    carrierFailure(error, 'shipmentNotCancellable');
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockShipment(tx, shipment.id);
    await applyCarrierState(
      ctx,
      tx,
      locked!,
      adapter,
      {
        carrierStatus: 'canceled',
        trackingNumber: locked!.trackingNumber,
        pickupCode: null,
      },
      [{ carrierStatus: 'canceled', at: new Date() }],
      'create',
    );
  });
  ctx.kickMail();
  return (await listOrderShipments(ctx, orderId))[0]!;
}

/**
 * An order whose parcel is at the carrier is not cancelled over it: the shipment is cancelled
 * first (`cancelShipment` while ShipX allows, else through InPost, which the tracking then
 * reports), so no parcel travels for a cancelled, refunded order.
 */
async function refuseWhileShipmentActive(db: Executor, order: OrderRow) {
  return (await repo.findActiveShipmentOfOrder(db, order.id))
    ? new ConflictError('shipmentBlocksCancel', 'ORDER_STATE')
    : undefined;
}

/** Registers the guard above with the order lifecycle (once, at start). */
export function registerShipmentCancelGuard() {
  onOrderCancelling(refuseWhileShipmentActive);
}

// ---- Tracking --------------------------------------------------------------------------------

/**
 * Writes what the carrier says of a locked shipment and applies each event not seen before, oldest
 * first: the order moves forward only, and the history gets the carrier's words once per event.
 */
async function applyCarrierState(
  deps: Pick<ShipmentsDeps, 'config'>,
  tx: Executor,
  row: repo.ShipmentRow,
  adapter: CarrierAdapter,
  state: {
    carrierStatus: string;
    trackingNumber: string | null;
    pickupCode: string | null;
    externalId?: string;
  },
  events: CarrierEvent[],
  source: 'create' | 'webhook' | 'poll',
) {
  const meaning = adapter.meaning(state.carrierStatus);
  const trackingNumber = state.trackingNumber ?? row.trackingNumber;
  const updated = await repo.updateShipment(tx, row.id, {
    externalId: state.externalId ?? row.externalId,
    // A late "created" never takes a delivered or cancelled shipment back.
    status: rank(meaning.state) >= rank(row.status) ? meaning.state : row.status,
    carrierStatus:
      rank(meaning.state) >= rank(row.status) ? state.carrierStatus : row.carrierStatus,
    trackingNumber,
    pickupCode: state.pickupCode ?? row.pickupCode,
    polledAt: new Date(),
  });
  const order = { id: row.orderId };
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of sorted) {
    const m = adapter.meaning(event.carrierStatus);
    const fresh = await repo.recordEvent(tx, {
      shipmentId: row.id,
      eventKey: eventKey(event),
      source,
      carrierStatus: event.carrierStatus,
      statusText: m.title,
      occurredAt: event.at,
    });
    if (!fresh) continue;
    await applyCarrierReport(tx, deps.config.publicUrl, order.id, {
      note: `InPost: ${m.title} (${event.carrierStatus})`,
      moveTo: m.order,
      tracking: trackingNumber
        ? { carrier: row.carrier as CarrierOption, number: trackingNumber }
        : null,
      waiting:
        event.carrierStatus === 'ready_to_pickup'
          ? { pickupCode: updated?.pickupCode ?? null, point: null }
          : null,
      at: event.at,
    });
  }
}

const RANKS = ['created', 'confirmed', 'in_transit', 'waiting', 'delivered', 'failed', 'cancelled'];
const rank = (status: string) => RANKS.indexOf(status);

/**
 * Asks the carrier for a shipment's state and history and applies what is new (webhook and
 * polling both land here, so either may come first or twice).
 */
export async function refreshShipment(
  deps: Pick<ShipmentsDeps, 'db' | 'config' | 'secrets'>,
  shipmentId: string,
  source: 'webhook' | 'poll',
) {
  const row = await repo.findShipment(deps.db, shipmentId);
  if (!row?.externalId) return;
  const adapter = await adapterOf(deps, row.companyId, row.carrier);
  const state = await adapter.get(row.externalId);
  let events: CarrierEvent[] = [{ carrierStatus: state.carrierStatus, at: new Date() }];
  if (state.trackingNumber) {
    // The real ShipX sandbox has no tracking: the shipment's status is the event then.
    const history = await adapter.tracking(state.trackingNumber).catch(() => []);
    if (history.length > 0) events = history;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockShipment(tx, shipmentId);
    if (locked) await applyCarrierState(deps, tx, locked, adapter, state, events, source);
  });
}

/**
 * A ShipX webhook: `{event, payload: {shipment_id, status}}` (its exact shape and signature are
 * unconfirmed), so it is only a hint: the shipment's state is asked from ShipX with its maker's
 * token. Unknown shipments are acknowledged and ignored.
 */
export async function handleInpostWebhook(
  deps: ShipmentsDeps & RequestContext,
  body: { payload: { shipment_id: string | number } },
) {
  const row = await repo.findByExternalId(deps.db, 'shipx', String(body.payload.shipment_id));
  if (!row) return { received: true };
  try {
    await refreshShipment(deps, row.id, 'webhook');
  } catch (error) {
    // ShipX retries a webhook that fails; the poller catches up meanwhile.
    if (error instanceof AppError) return { received: true };
    throw error;
  }
  deps.kickMail();
  return { received: true };
}

/** One polling round: the shipments on their way that were not asked about for `everyMs`. */
export async function pollShipments(
  deps: ShipmentsDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  everyMs: number,
  batch = 20,
) {
  const due = await repo.listShipmentsToPoll(deps.db, new Date(Date.now() - everyMs), batch);
  for (const { id } of due) {
    try {
      await refreshShipment(deps, id, 'poll');
    } catch (error) {
      log.warn({ err: error, shipment: id }, 'shipment tracking poll failed');
      await repo.updateShipment(deps.db, id, { polledAt: new Date() });
    }
  }
  if (due.length > 0) deps.kickMail();
  return due.length;
}

// ---- Settings --------------------------------------------------------------------------------

async function connectionOf(
  ctx: ShipmentsCaller,
  companyId: string,
  row: repo.SettingsRow | undefined,
): Promise<InpostConnection> {
  const credentials = await getInpostCredentials(ctx, companyId);
  return {
    configured: credentials !== null,
    organizationId: credentials?.organizationId ?? null,
    // A test made before the organisation or key changed says nothing of the new ones.
    connectedAs:
      credentials && row?.inpostCheckedAt && row.inpostCheckedAt >= credentials.savedAt
        ? row.inpostConnectedAs
        : null,
    checkedAt: row?.inpostCheckedAt?.toISOString() ?? null,
  };
}

export async function getLogisticsSettings(ctx: ShipmentsCaller): Promise<LogisticsSettings> {
  const { company } = await sellerViewer(ctx);
  const row = await repo.findSettings(ctx.db, company.id);
  return {
    defaultParcelSize: (row?.defaultParcelSize ?? 'A') as ParcelSize,
    sender: row?.sender ?? null,
    inpost: await connectionOf(ctx, company.id, row),
  };
}

export async function saveLogisticsSettings(ctx: ShipmentsCaller, body: unknown) {
  const input = parseForm(LogisticsSettingsInputSchema, body, 'fillAllRequired');
  const { company } = await sellerViewer(ctx);
  await repo.upsertSettings(ctx.db, company.id, {
    defaultParcelSize: input.defaultParcelSize,
    sender: input.sender,
  });
  return getLogisticsSettings(ctx);
}

/**
 * The connection test: who ShipX says the saved organisation and key belong to ("Connected as
 * …"); a refused key answers 400 "check the ShipX key" and forgets the last success.
 */
export async function testInpostConnection(ctx: ShipmentsCaller): Promise<InpostConnection> {
  const { company } = await sellerViewer(ctx);
  const adapter = await adapterOf(ctx, company.id, 'inpost_locker');
  let name: string;
  try {
    name = await adapter.whoAmI();
  } catch (error) {
    if (
      error instanceof ShipxError &&
      (error.status === 401 || error.status === 403 || error.status === 404)
    )
      await repo.upsertSettings(ctx.db, company.id, {
        inpostConnectedAs: null,
        inpostCheckedAt: new Date(),
      });
    if (error instanceof ShipxError && error.status === 404)
      throw new BadRequestError('shipxBadKey');
    carrierFailure(error);
  }
  const row = await repo.upsertSettings(ctx.db, company.id, {
    inpostConnectedAs: name,
    inpostCheckedAt: new Date(),
  });
  return connectionOf(ctx, company.id, row);
}
