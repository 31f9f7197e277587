/**
 * The boundary between shipments and a carrier's API. InPost (ShipX) is the one adapter today;
 * DPD (SOAP "DPDServices") and GLS (SOAP "ADE Plus") can come behind the same interface later
 * (integrations.md §5–6). Until then their waybill is typed in by the maker when the order is
 * marked shipped, and `adapterFor` answers null for them.
 */
import {
  isShipxCarrier,
  meaningOf,
  shipmentBody,
  ShipxClient,
  type CarrierStatusMeaning,
  type ShipmentRequest,
  type ShipxCredentials,
} from './shipx.js';

export interface CarrierShipment {
  externalId: string;
  carrierStatus: string;
  trackingNumber: string | null;
  pickupCode: string | null;
}

export interface CarrierEvent {
  carrierStatus: string;
  at: Date;
}

export interface CarrierAdapter {
  readonly provider: 'shipx';
  /** Who the credentials belong to (the connection test). */
  whoAmI(): Promise<string>;
  create(request: ShipmentRequest): Promise<CarrierShipment>;
  get(externalId: string): Promise<CarrierShipment>;
  /** The label PDF; the carrier refuses it before the shipment is confirmed. */
  label(externalId: string, size: 'A6' | 'A4'): Promise<Buffer>;
  cancel(externalId: string): Promise<void>;
  /** The tracking history, oldest first (empty where the carrier has none). */
  tracking(trackingNumber: string): Promise<CarrierEvent[]>;
  meaning(carrierStatus: string): CarrierStatusMeaning;
}

class ShipxAdapter implements CarrierAdapter {
  readonly provider = 'shipx' as const;
  private readonly client: ShipxClient;

  constructor(baseUrl: string, credentials: ShipxCredentials) {
    this.client = new ShipxClient(baseUrl, credentials);
  }

  async whoAmI() {
    return (await this.client.getOrganization()).name;
  }

  private static shipment(s: {
    id: number;
    status: string;
    tracking_number: string | null;
    pickup_code?: string | null;
  }): CarrierShipment {
    return {
      externalId: String(s.id),
      carrierStatus: s.status,
      trackingNumber: s.tracking_number,
      pickupCode: s.pickup_code ?? null,
    };
  }

  async create(request: ShipmentRequest) {
    return ShipxAdapter.shipment(await this.client.createShipment(shipmentBody(request)));
  }

  async get(externalId: string) {
    return ShipxAdapter.shipment(await this.client.getShipment(externalId));
  }

  label(externalId: string, size: 'A6' | 'A4') {
    return this.client.getLabel(externalId, size);
  }

  cancel(externalId: string) {
    return this.client.cancelShipment(externalId);
  }

  async tracking(trackingNumber: string) {
    const details = await this.client.getTracking(trackingNumber);
    return details.map((d) => ({ carrierStatus: d.status, at: new Date(d.datetime) }));
  }

  meaning(carrierStatus: string) {
    return meaningOf(carrierStatus);
  }
}

/** The adapter of a carrier option with the maker's credentials, or null (typed-in waybill). */
export function adapterFor(
  carrier: string,
  baseUrl: string,
  credentials: ShipxCredentials,
): CarrierAdapter | null {
  return isShipxCarrier(carrier) ? new ShipxAdapter(baseUrl, credentials) : null;
}
