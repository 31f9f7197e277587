import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useEmulatorApp } from '../../../test/marketplace.js';
import { sandboxShipxToken } from './sandbox/shipx.emulator.js';
import {
  chronological,
  shipmentBody,
  ShipxClient,
  ShipxError,
  type ShipmentRequest,
  type ShipxShipmentBody,
} from './shipx.js';

/**
 * The ShipX client against our ShipX emulator (integrations.md §4): the bodies it sends, the
 * errors InPost answers, labels and cancelling around confirmation, and tracking.
 */
const ctx = useEmulatorApp();
const ORG = '4021';
const client = () =>
  new ShipxClient(`${ctx.base}/sandbox/inpost`, {
    organizationId: ORG,
    token: sandboxShipxToken(ORG),
  });

const locker: ShipmentRequest = {
  carrier: 'inpost_locker',
  reference: 'MK-2026-000042',
  receiver: {
    name: 'Anna Maria Nowak',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    address: { street: 'ul. Długa 5/3', city: 'Kraków', postalCode: '31-147', country: 'PL' },
  },
  pointCode: 'KRA01M',
  parcel: { size: 'B' },
  codAmount: null,
  insuranceAmount: 20000,
  currency: 'PLN',
  sender: null,
};
const courier: ShipmentRequest = {
  ...locker,
  carrier: 'inpost_courier',
  pointCode: null,
  parcel: { weightGrams: 2500, lengthMm: 300, widthMm: 200, heightMm: 150 },
  codAmount: 12999,
  sender: {
    name: 'Pracownia Ceramiki',
    street: 'ul. Garncarska',
    buildingNumber: '1',
    city: 'Bolesławiec',
    postalCode: '59-700',
    phone: '+48 500 000 111',
    email: 'ceramika@example.com',
  },
};

async function advance(id: number, to?: string) {
  const response = await fetch(`${ctx.base}/sandbox/inpost/control/shipments/${id}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(to ? { to } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; tracking_number: string | null };
}

async function refused(work: Promise<unknown>) {
  const error = await work.then(
    () => {
      throw new Error('expected ShipX to refuse');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShipxError);
  return error as ShipxError;
}

describe('ShipX bodies', () => {
  it('sends a locker shipment with the target point and a size template', () => {
    expect(shipmentBody(locker)).toMatchSnapshot();
  });

  it('sends a courier shipment with the address, dimensions, weight, COD and the sender', () => {
    const body = shipmentBody(courier);
    expect(body).toMatchSnapshot();
    // The COD amount is the order's total, in PLN (not grosze).
    expect(body.cod).toEqual({ amount: 129.99, currency: 'PLN' });
  });
});

describe('ShipX tracking', () => {
  it('puts the events oldest first, keeping the order of events of the same moment', () => {
    const at = (second: number) => `2026-11-28T10:00:0${second}.000Z`;
    // As ShipX lists them: newest first; three steps taken within one second.
    const listed = [
      { status: 'delivered', datetime: at(2) },
      { status: 'ready_to_pickup', datetime: at(1) },
      { status: 'out_for_delivery', datetime: at(1) },
      { status: 'adopted_at_sorting_center', datetime: at(1) },
      { status: 'confirmed', datetime: at(0) },
    ];
    expect(chronological(listed).map((event) => event.status)).toEqual([
      'confirmed',
      'adopted_at_sorting_center',
      'out_for_delivery',
      'ready_to_pickup',
      'delivered',
    ]);
  });
});

describe('ShipX client against the emulator', () => {
  it('answers a bad token with 401 token_invalid, and names the organisation for a good one', async () => {
    const bad = new ShipxClient(`${ctx.base}/sandbox/inpost`, {
      organizationId: ORG,
      token: 'not-the-key',
    });
    const error = await refused(bad.getOrganization());
    expect([error.status, error.code]).toEqual([401, 'token_invalid']);
    expect((await refused(bad.createShipment(shipmentBody(locker)))).status).toBe(401);
    expect((await client().getOrganization()).name).toBe(`Sandbox organisation ${ORG}`);
    // Another organisation's token is not this one's.
    const other = new ShipxClient(`${ctx.base}/sandbox/inpost`, {
      organizationId: ORG,
      token: sandboxShipxToken('999'),
    });
    expect((await refused(other.getOrganization())).status).toBe(403);
  });

  it('answers the validation errors of a missing or unknown point and a missing address', async () => {
    const noPoint = await refused(
      client().createShipment(shipmentBody({ ...locker, pointCode: null })),
    );
    expect([noPoint.status, noPoint.code]).toEqual([400, 'validation_failed']);
    expect(noPoint.details).toEqual({ custom_attributes: [{ target_point: ['required'] }] });

    const unknown = await refused(
      client().createShipment(shipmentBody({ ...locker, pointCode: 'XXX99M' })),
    );
    expect(unknown.details).toEqual({ custom_attributes: [{ target_point: ['does_not_exist'] }] });

    const noAddress = await refused(
      client().createShipment(
        shipmentBody({ ...courier, receiver: { ...courier.receiver, address: null } }),
      ),
    );
    expect(noAddress.details).toEqual({ receiver: [{ address: ['required'] }] });

    const badParcel: ShipxShipmentBody = {
      ...shipmentBody(courier),
      parcels: [
        {
          dimensions: { length: 0, width: 1, height: 1, unit: 'mm' },
          weight: { amount: 1, unit: 'kg' },
          is_non_standard: false,
        },
      ],
    };
    expect((await refused(client().createShipment(badParcel))).code).toBe('validation_failed');
  });

  it('gives the label only once confirmed, A6 and A4, and cancels only before', async () => {
    const created = await client().createShipment(shipmentBody(locker));
    expect(created).toMatchObject({ status: 'created', tracking_number: null });
    const early = await refused(client().getLabel(String(created.id), 'A6'));
    expect([early.status, early.code]).toEqual([400, 'invalid_action']);

    const confirmed = await advance(created.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.tracking_number).toMatch(/^\d{24}$/);
    const a6 = await client().getLabel(String(created.id), 'A6');
    expect(a6.subarray(0, 4).toString()).toBe('%PDF');
    const a4 = await client().getLabel(String(created.id), 'A4');
    expect(a4.subarray(0, 4).toString()).toBe('%PDF');
    const [a6Page] = (await PDFDocument.load(a6)).getPages();
    const [a4Page] = (await PDFDocument.load(a4)).getPages();
    expect(Math.round(a6Page!.getWidth())).toBe(298);
    expect(Math.round(a4Page!.getWidth())).toBe(595);

    const late = await refused(client().cancelShipment(String(created.id)));
    expect([late.status, late.code]).toEqual([400, 'invalid_action']);

    const other = await client().createShipment(shipmentBody(courier));
    await client().cancelShipment(String(other.id));
    expect((await client().getShipment(String(other.id))).status).toBe('canceled');
    expect((await refused(client().getLabel(String(other.id), 'A4'))).code).toBe('invalid_action');
  });

  it("hides another organisation's shipments and follows a parcel to the locker", async () => {
    const created = await client().createShipment(shipmentBody(locker));
    const stranger = new ShipxClient(`${ctx.base}/sandbox/inpost`, {
      organizationId: '77',
      token: sandboxShipxToken('77'),
    });
    expect((await refused(stranger.getShipment(String(created.id)))).status).toBe(404);

    await advance(created.id, 'ready_to_pickup');
    const waiting = await client().getShipment(String(created.id));
    expect(waiting.status).toBe('ready_to_pickup');
    expect(waiting.pickup_code).toMatch(/^\d{6}$/);
    await advance(created.id, 'delivered');
    const history = await client().getTracking(waiting.tracking_number!);
    expect(history.map((h) => h.status)).toEqual([
      'created',
      'confirmed',
      'dispatched_by_sender',
      'collected_from_sender',
      'adopted_at_sorting_center',
      'out_for_delivery',
      'ready_to_pickup',
      'delivered',
    ]);
  });

  it('moves shipments on by itself after the delay', async () => {
    const created = await client().createShipment(shipmentBody(courier));
    await ctx.app.shipxSandbox!.advanceDue(new Date(Date.now() + 3_000));
    const confirmed = await client().getShipment(String(created.id));
    expect(confirmed.status).toBe('confirmed');
    await ctx.app.shipxSandbox!.advanceDue(new Date(Date.now() + 11 * 60_000));
    expect((await client().getShipment(String(created.id))).status).toBe('collected_from_sender');
  });
});
