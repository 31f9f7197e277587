/**
 * The InPost ShipX client (integrations.md §4): shipments, labels, cancel and tracking with the
 * maker's own organisation ID and API token. Runs against api-shipx-pl.easypack24.net in live
 * mode and against our emulator (`/sandbox/inpost`) in emulator mode, unchanged.
 */
import type { CarrierOption } from '@kramik/contract';
import type { StoredParcel, StoredSender } from '../../db/schema/index.js';

/** How a parcel is handed to InPost. Which one fits each service is unconfirmed: one place. */
export const SHIPX_SENDING_METHOD: Record<'inpost_locker' | 'inpost_courier', string> = {
  inpost_locker: 'dispatch_order',
  inpost_courier: 'dispatch_order',
};

export const SHIPX_SERVICE: Record<'inpost_locker' | 'inpost_courier', string> = {
  inpost_locker: 'inpost_locker_standard',
  inpost_courier: 'inpost_courier_standard',
};

/** InPost locker sizes: A (small), B (medium), C (large). */
export const LOCKER_TEMPLATES = { A: 'small', B: 'medium', C: 'large' } as const;

export const isShipxCarrier = (carrier: string): carrier is 'inpost_locker' | 'inpost_courier' =>
  carrier === 'inpost_locker' || carrier === 'inpost_courier';

export interface ShipxAddress {
  street: string;
  building_number: string;
  city: string;
  post_code: string;
  country_code: string;
}

export interface ShipxPeer {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  name?: string;
  email?: string;
  phone?: string;
  address?: ShipxAddress;
}

type Amount = { amount: number; currency: string };

export interface ShipxShipmentBody {
  receiver: ShipxPeer;
  sender?: ShipxPeer;
  parcels:
    | { template: string }
    | {
        dimensions: { length: number; width: number; height: number; unit: 'mm' };
        weight: { amount: number; unit: 'kg' };
        is_non_standard: boolean;
      }[];
  service: string;
  custom_attributes: { target_point?: string; sending_method: string };
  cod?: Amount;
  insurance?: Amount;
  reference: string;
  additional_services: string[];
  comments?: string;
}

export interface ShipxShipment {
  id: number;
  status: string;
  tracking_number: string | null;
  /** Emulator extra (unconfirmed in the real API): the receiver's locker code. */
  pickup_code?: string | null;
}

export interface ShipxTrackingDetail {
  status: string;
  origin_status?: string;
  datetime: string;
}

/** A ShipX error answer: `error` is its code (validation_failed, token_invalid, invalid_action…). */
export class ShipxError extends Error {
  override name = 'ShipxError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(`ShipX ${status} ${code}: ${message}`);
  }
}

export interface ShipxCredentials {
  organizationId: string;
  token: string;
}

export const SHIPX_LIVE_URL = 'https://api-shipx-pl.easypack24.net';

/** The ShipX host: our emulator in emulator mode, InPost's in live mode. */
export function shipxBaseUrl(config: { paymentsMode: 'emulator' | 'live'; publicUrl: string }) {
  return config.paymentsMode === 'emulator' ? `${config.publicUrl}/sandbox/inpost` : SHIPX_LIVE_URL;
}

export class ShipxClient {
  constructor(
    private readonly baseUrl: string,
    private readonly credentials: ShipxCredentials,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.credentials.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
      redirect: 'error',
    });
    if (response.ok) return response;
    const text = await response.text();
    let parsed: { error?: string; message?: string; details?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    throw new ShipxError(
      response.status,
      parsed.error ?? `http_${response.status}`,
      parsed.message ?? text.slice(0, 200),
      parsed.details ?? null,
    );
  }

  private async json<T>(method: string, path: string, body?: unknown) {
    return (await (await this.call(method, path, body)).json()) as T;
  }

  /** The organisation the token belongs to: the connection test. */
  getOrganization() {
    return this.json<{ id: number | string; name: string }>(
      'GET',
      `/v1/organizations/${encodeURIComponent(this.credentials.organizationId)}`,
    );
  }

  createShipment(body: ShipxShipmentBody) {
    return this.json<ShipxShipment>(
      'POST',
      `/v1/organizations/${encodeURIComponent(this.credentials.organizationId)}/shipments`,
      body,
    );
  }

  getShipment(id: string) {
    return this.json<ShipxShipment>('GET', `/v1/shipments/${encodeURIComponent(id)}`);
  }

  /** The label PDF (ShipX `type=A6` or `normal`, an A4 page); only once confirmed. */
  async getLabel(id: string, size: 'A6' | 'A4') {
    const type = size === 'A6' ? 'A6' : 'normal';
    const response = await this.call(
      'GET',
      `/v1/shipments/${encodeURIComponent(id)}/label?format=Pdf&type=${type}`,
    );
    return Buffer.from(await response.arrayBuffer());
  }

  /** Cancels a shipment; ShipX allows it only before confirmation (`invalid_action` after). */
  async cancelShipment(id: string) {
    await this.call('DELETE', `/v1/shipments/${encodeURIComponent(id)}`);
  }

  /** The tracking history, oldest first. */
  async getTracking(trackingNumber: string) {
    const answer = await this.json<{ tracking_details?: ShipxTrackingDetail[] }>(
      'GET',
      `/v1/tracking/${encodeURIComponent(trackingNumber)}`,
    );
    return chronological(answer.tracking_details ?? []);
  }
}

/**
 * ShipX lists a parcel's events newest first; oldest first here. Events of the same moment keep
 * their order (the sort is stable, on the list turned round): steps taken within one second
 * would otherwise come out reversed.
 */
export function chronological(details: readonly ShipxTrackingDetail[]) {
  return [...details].reverse().sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/** What a shipment is made of on our side, before it becomes a ShipX body. */
export interface ShipmentRequest {
  carrier: 'inpost_locker' | 'inpost_courier';
  reference: string;
  receiver: {
    name: string;
    email: string;
    phone: string | null;
    address: { street: string; city: string; postalCode: string; country: string } | null;
  };
  pointCode: string | null;
  parcel: StoredParcel;
  /** Minor units. */
  codAmount: number | null;
  insuranceAmount: number | null;
  currency: string;
  sender: StoredSender | null;
}

/** "ul. Długa 5/3" → street "ul. Długa", building "5/3" (ShipX wants them apart). */
export function splitStreet(street: string) {
  const match = /^(.*\S)\s+(\d+[A-Za-z]?(?:\s*[/-]\s*\d+[A-Za-z]?)?)$/.exec(street.trim());
  return match
    ? { street: match[1]!, building: match[2]!.replace(/\s+/g, '') }
    : { street: street.trim(), building: '' };
}

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? parts.pop()! : '';
  return { first_name: parts.join(' '), last_name: last };
}

const toAmount = (minor: number, currency: string) => ({
  amount: Math.round(minor) / 100,
  currency,
});

/** The ShipX create body for a locker or courier shipment (snapshot-tested). */
export function shipmentBody(request: ShipmentRequest): ShipxShipmentBody {
  const locker = request.carrier === 'inpost_locker';
  const receiver: ShipxPeer = {
    ...splitName(request.receiver.name),
    email: request.receiver.email,
    ...(request.receiver.phone ? { phone: request.receiver.phone } : {}),
  };
  if (!locker && request.receiver.address) {
    const { street, building } = splitStreet(request.receiver.address.street);
    receiver.address = {
      street,
      building_number: building,
      city: request.receiver.address.city,
      post_code: request.receiver.address.postalCode,
      country_code: request.receiver.address.country,
    };
  }
  const { parcel } = request;
  const body: ShipxShipmentBody = {
    receiver,
    parcels:
      locker || parcel.size
        ? { template: LOCKER_TEMPLATES[parcel.size ?? 'A'] }
        : [
            {
              dimensions: {
                length: parcel.lengthMm ?? 0,
                width: parcel.widthMm ?? 0,
                height: parcel.heightMm ?? 0,
                unit: 'mm',
              },
              weight: { amount: (parcel.weightGrams ?? 0) / 1000, unit: 'kg' },
              is_non_standard: false,
            },
          ],
    service: SHIPX_SERVICE[request.carrier],
    custom_attributes: {
      ...(locker && request.pointCode ? { target_point: request.pointCode } : {}),
      sending_method: SHIPX_SENDING_METHOD[request.carrier],
    },
    reference: request.reference,
    additional_services: locker ? ['sms', 'email'] : ['email'],
  };
  if (request.sender) {
    const s = request.sender;
    body.sender = {
      company_name: s.name,
      email: s.email,
      phone: s.phone,
      address: {
        street: s.street,
        building_number: s.buildingNumber,
        city: s.city,
        post_code: s.postalCode,
        country_code: 'PL',
      },
    };
  }
  if (request.codAmount) body.cod = toAmount(request.codAmount, request.currency);
  if (request.insuranceAmount) body.insurance = toAmount(request.insuranceAmount, request.currency);
  return body;
}

/** Our shipment statuses (the shipments table's). */
export type ShipmentState =
  'created' | 'confirmed' | 'in_transit' | 'waiting' | 'delivered' | 'cancelled' | 'failed';

/**
 * ShipX statuses in the order a parcel meets them, with InPost's own English titles; any other
 * code reads as "in transit" (about 40 exist).
 */
export const SHIPX_STATUSES: Record<string, { title: string; state: ShipmentState }> = {
  created: { title: 'Shipment created', state: 'created' },
  offers_prepared: { title: 'Offers prepared', state: 'created' },
  offer_selected: { title: 'Offer selected', state: 'created' },
  confirmed: { title: 'Prepared by the sender', state: 'confirmed' },
  dispatched_by_sender: { title: 'Parcel posted by the sender', state: 'confirmed' },
  collected_from_sender: { title: 'Collected from the sender', state: 'in_transit' },
  taken_by_courier: { title: 'Taken by the courier', state: 'in_transit' },
  adopted_at_source_branch: { title: 'Adopted at the source branch', state: 'in_transit' },
  sent_from_source_branch: { title: 'Sent from the source branch', state: 'in_transit' },
  adopted_at_sorting_center: { title: 'Adopted at the sorting center', state: 'in_transit' },
  out_for_delivery: { title: 'Out for delivery', state: 'in_transit' },
  readdressed: { title: 'Redirected', state: 'in_transit' },
  delay_in_delivery: { title: 'Delay in delivery', state: 'in_transit' },
  ready_to_pickup: { title: 'Ready to collect at the parcel locker', state: 'waiting' },
  pickup_reminder_sent: { title: 'Pick-up reminder sent', state: 'waiting' },
  avizo: { title: 'Awaiting collection (notice left)', state: 'waiting' },
  delivered: { title: 'Delivered', state: 'delivered' },
  canceled: { title: 'Cancelled', state: 'cancelled' },
  returned_to_sender: { title: 'Returned to the sender', state: 'failed' },
  rejected_by_receiver: { title: 'Rejected by the receiver', state: 'failed' },
  undelivered: { title: 'Undelivered', state: 'failed' },
  pickup_time_expired: { title: 'Pick-up time expired', state: 'failed' },
};

/** Statuses that mean the carrier has the parcel: the order is `shipped`. */
const COLLECTED = new Set([
  'collected_from_sender',
  'taken_by_courier',
  'adopted_at_source_branch',
  'sent_from_source_branch',
  'adopted_at_sorting_center',
  'out_for_delivery',
  'readdressed',
  'delay_in_delivery',
  'ready_to_pickup',
  'pickup_reminder_sent',
  'avizo',
]);

export interface CarrierStatusMeaning {
  state: ShipmentState;
  title: string;
  /** What it does to the order, if anything. */
  order: 'shipped' | 'delivered' | null;
  known: boolean;
}

export function meaningOf(status: string): CarrierStatusMeaning {
  const known = SHIPX_STATUSES[status];
  return {
    state: known?.state ?? 'in_transit',
    title: known?.title ?? status,
    order:
      status === 'delivered' ? 'delivered' : COLLECTED.has(status) || !known ? 'shipped' : null,
    known: Boolean(known),
  };
}

/** The carrier options whose shipments ShipX creates. */
export const SHIPX_CARRIERS: readonly CarrierOption[] = ['inpost_locker', 'inpost_courier'];
