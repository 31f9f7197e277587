import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  APP_VERSION,
  pointNetworkOf,
  type CarrierOption,
  type DeliveryPoint,
  type DeliveryPointList,
  type Locale,
  type PointNetwork,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { ExpiringMap } from '../../lib/expiring-map.js';
import { AppError } from '../../lib/errors.js';
import { fold } from '../../lib/text.js';
import type { Geocoder } from '../geo/geo.service.js';

/**
 * How a points client reaches its host: over HTTP in live mode, and in emulator mode straight
 * into our own `/sandbox/...` routes (`app.inject`), so the same client code and the same wire
 * format run against both without the server calling itself over the network.
 */
export type PointsTransport = (url: string) => Promise<{ status: number; body: unknown }>;

export function httpTransport(userAgent: string, timeoutMs = 5_000): PointsTransport {
  return async (url) => {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

class PointsSourceError extends Error {
  override name = 'PointsSourceError';
}

interface From {
  lat: number;
  lng: number;
}

/** One carrier network's points host. */
interface PointsClient {
  nearest(from: From, limit: number): Promise<DeliveryPoint[]>;
  /** The point with this code, or null when the carrier has no such point (or it is closed). */
  byCode(code: string): Promise<DeliveryPoint | null>;
}

async function getJson(transport: PointsTransport, url: string) {
  let answer;
  try {
    answer = await transport(url);
  } catch (error) {
    throw new PointsSourceError(`points host unreachable: ${(error as Error).message}`);
  }
  if (answer.status !== 200) throw new PointsSourceError(`points host answered ${answer.status}`);
  return answer.body;
}

// InPost's point as its API answers it: only what we read, anything else ignored.
const InpostPointSchema = z.object({
  name: z.string(),
  type: z.array(z.string()).default([]),
  status: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  location_description: z.string().nullish(),
  opening_hours: z.string().nullish(),
  location_247: z.boolean().nullish(),
  address: z.object({ line1: z.string().nullish(), line2: z.string().nullish() }).nullish(),
  address_details: z
    .object({
      city: z.string().nullish(),
      post_code: z.string().nullish(),
      street: z.string().nullish(),
      building_number: z.string().nullish(),
      flat_number: z.string().nullish(),
    })
    .nullish(),
  distance: z.number().nullish(),
});
const InpostListSchema = z.object({ items: z.array(z.unknown()) });

function inpostPoint(raw: unknown): DeliveryPoint | null {
  const parsed = InpostPointSchema.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  const d = p.address_details;
  const street = d?.street
    ? [d.street, [d.building_number, d.flat_number].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(' ')
    : (p.address?.line1 ?? '');
  const open247 = p.location_247 ?? p.opening_hours === '24/7';
  return {
    code: p.name,
    network: 'inpost',
    kind: p.type.includes('parcel_locker') ? 'locker' : 'point',
    description: p.location_description ?? '',
    address: {
      street,
      postalCode: d?.post_code ?? '',
      city: d?.city ?? p.address?.line2 ?? '',
    },
    location: { lat: p.location.latitude, lng: p.location.longitude },
    openingHours: open247 ? '24/7' : (p.opening_hours ?? ''),
    open247,
    distance: p.distance == null ? null : Math.round(p.distance),
  };
}

/** InPost's public Points API (integrations.md §4): parcel lockers that are operating. */
export class InpostPointsClient implements PointsClient {
  constructor(
    private readonly baseUrl: string,
    private readonly transport: PointsTransport,
  ) {}

  private async list(params: Record<string, string>) {
    const query = new URLSearchParams({ type: 'parcel_locker', status: 'Operating', ...params });
    const body = InpostListSchema.safeParse(
      await getJson(this.transport, `${this.baseUrl}/points?${query.toString()}`),
    );
    if (!body.success) throw new PointsSourceError('points host answered an unexpected body');
    return body.data.items.map(inpostPoint).filter((p): p is DeliveryPoint => p !== null);
  }

  nearest(from: From, limit: number) {
    return this.list({
      relative_point: `${from.lat},${from.lng}`,
      sort_by: 'distance_asc',
      per_page: String(limit),
    });
  }

  async byCode(code: string) {
    const [point] = await this.list({ name: code, per_page: '1' });
    return point?.code.toUpperCase() === code.toUpperCase() ? point : null;
  }
}

const DpdPointSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  street: z.string().default(''),
  postCode: z.string().default(''),
  city: z.string().default(''),
  lat: z.number(),
  lng: z.number(),
  openingHours: z.string().default(''),
  open247: z.boolean().default(false),
  distance: z.number().nullish(),
});

/**
 * DPD Pickup points from a source speaking the emulator's simple shape (DPD's own PUDO API needs a
 * key and is unconfirmed, integrations.md §5; docs/decisions.md).
 */
export class DpdPointsClient implements PointsClient {
  constructor(
    private readonly baseUrl: string,
    private readonly transport: PointsTransport,
  ) {}

  private async list(params: Record<string, string>) {
    const query = new URLSearchParams(params);
    const body = InpostListSchema.safeParse(
      await getJson(this.transport, `${this.baseUrl}/points?${query.toString()}`),
    );
    if (!body.success) throw new PointsSourceError('points host answered an unexpected body');
    return body.data.items.flatMap((raw): DeliveryPoint[] => {
      const parsed = DpdPointSchema.safeParse(raw);
      if (!parsed.success) return [];
      const p = parsed.data;
      return [
        {
          code: p.id,
          network: 'dpd',
          kind: 'point',
          description: p.name,
          address: { street: p.street, postalCode: p.postCode, city: p.city },
          location: { lat: p.lat, lng: p.lng },
          openingHours: p.open247 ? '24/7' : p.openingHours,
          open247: p.open247,
          distance: p.distance == null ? null : Math.round(p.distance),
        },
      ];
    });
  }

  nearest(from: From, limit: number) {
    return this.list({ near: `${from.lat},${from.lng}`, per_page: String(limit) });
  }

  async byCode(code: string) {
    const [point] = await this.list({ id: code, per_page: '1' });
    return point?.code.toUpperCase() === code.toUpperCase() ? point : null;
  }
}

/** Farther than this a point is no pick-up place for the buyer: a town's list stops there. */
const REACH_METRES = 25_000;

/** The points within reach, yet always the three nearest (a village far from any locker). */
function withinReach(points: DeliveryPoint[]) {
  return points.filter((p, i) => i < 3 || p.distance === null || p.distance <= REACH_METRES);
}

/**
 * The points on the street the buyer typed first, the rest as they were: a geocoder that knows
 * only towns (the offline gazetteer) measures from the town's centre, yet "Długa 52, Kraków" means
 * the lockers of ul. Długa.
 */
function onTypedStreetFirst(points: DeliveryPoint[], typed: string) {
  const words = ` ${fold(typed).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const onStreet = (point: DeliveryPoint) => {
    const street = fold(point.address.street)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .replace(/(\s\d\S*)+$/u, '')
      .trim();
    return street.length >= 3 && words.includes(` ${street} `);
  };
  return [...points.filter(onStreet), ...points.filter((p) => !onStreet(p))];
}

/** What looks like a point's code rather than a place: `KRA01M`, `WAW53AP`, `PL11033`. */
const CODE_PATTERN = /^[A-Za-z]{2,4}\d{1,6}[A-Za-z]{0,4}$/;

/** Answers kept this long: the carriers change their points a few times a day at most. */
const CACHE_MS = 10 * 60_000;

/**
 * The carriers' pick-up points (issue 19): InPost's Points API and a DPD Pickup source, or their
 * emulators in emulator mode; answers cached in memory for ten minutes.
 */
export class DeliveryPoints {
  private readonly clients: Partial<Record<PointNetwork, PointsClient>>;
  private readonly cache = new ExpiringMap<string, unknown>({
    maxAgeMs: CACHE_MS,
    maxEntries: 2_000,
  });

  constructor(
    config: Pick<Config, 'paymentsMode' | 'pointsUrls' | 'publicUrl'>,
    private readonly geocoder: Geocoder,
    private readonly log: FastifyBaseLogger,
    /** The emulator mode's way into our own `/sandbox` routes. */
    emulatorTransport?: PointsTransport,
  ) {
    if (config.paymentsMode === 'emulator' && emulatorTransport) {
      this.clients = {
        inpost: new InpostPointsClient('/sandbox/inpost/v1', emulatorTransport),
        dpd: new DpdPointsClient('/sandbox/dpd', emulatorTransport),
      };
    } else {
      const http = httpTransport(`Kramik/${APP_VERSION} (+${config.publicUrl})`);
      this.clients = {
        inpost: new InpostPointsClient(config.pointsUrls.inpost.replace(/\/+$/, ''), http),
        ...(config.pointsUrls.dpd
          ? { dpd: new DpdPointsClient(config.pointsUrls.dpd.replace(/\/+$/, ''), http) }
          : {}),
      };
    }
  }

  private client(carrier: CarrierOption): PointsClient {
    const network = pointNetworkOf(carrier);
    const client = network ? this.clients[network] : undefined;
    if (!client) throw new AppError(503, 'BAD_GATEWAY', 'pointsUnavailable');
    return client;
  }

  /** A call to a carrier's host through the cache; a failure is a 502 the buyer can retry. */
  private async cached<T>(key: string, call: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit as T;
    try {
      const value = await call();
      this.cache.set(key, value);
      return value;
    } catch (error) {
      if (!(error instanceof PointsSourceError)) throw error;
      this.log.warn({ err: error }, 'pick-up points source failed');
      throw new AppError(502, 'BAD_GATEWAY', 'pointsUnavailable');
    }
  }

  /** A carrier's points nearest first from a location, or from a typed place or point code. */
  async search(
    locale: Locale,
    query: { carrier: CarrierOption; near?: [number, number]; q?: string; limit: number },
  ): Promise<DeliveryPointList> {
    const client = this.client(query.carrier);
    const network = pointNetworkOf(query.carrier)!;
    const nearest = async (from: From) =>
      withinReach(
        await this.cached(
          `${network} near ${from.lat.toFixed(4)},${from.lng.toFixed(4)} ${query.limit}`,
          () => client.nearest(from, query.limit),
        ),
      );
    if (query.near) {
      const [lat, lng] = query.near;
      return { items: await nearest({ lat, lng }), origin: null };
    }
    const q = query.q!;
    if (CODE_PATTERN.test(q)) {
      const point = await this.find(query.carrier, q);
      if (point) {
        // The point first, then its neighbours: a buyer who knows one locker sees the others too.
        const around = await nearest(point.location);
        return {
          items: [point, ...around.filter((p) => p.code !== point.code)].slice(0, query.limit),
          origin: { label: point.code, location: point.location },
        };
      }
    }
    const [place] = await this.geocoder.search(q, locale, 'PL');
    if (!place) throw new AppError(400, 'BAD_REQUEST', 'placeNotFound', { q: 'placeNotFound' });
    return {
      items: onTypedStreetFirst(await nearest(place.location), q),
      origin: { label: place.label, location: place.location },
    };
  }

  /** The carrier's point with this code, or null when there is none (or it is not operating). */
  find(carrier: CarrierOption, code: string): Promise<DeliveryPoint | null> {
    const client = this.client(carrier);
    const upper = code.trim().toUpperCase();
    return this.cached(`${pointNetworkOf(carrier)} code ${upper}`, () => client.byCode(upper));
  }
}
