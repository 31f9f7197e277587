/**
 * The InPost Points API emulator (emulator mode only, under `/sandbox/inpost`): `GET /v1/points`
 * with the filters public clients use (integrations.md §4: `name`, `type`, `status`, `city`,
 * `post_code`, `relative_point` with `sort_by=distance_asc`, `max_distance`, `page`, `per_page`)
 * and `GET /v1/points/{name}`, over the fixed seed of `points.seed.ts`. Public, like InPost's.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fold } from '../../../lib/text.js';
import { distanceMeters, singleValues, INPOST_POINTS, type SeedPoint } from './points.seed.js';

const MAX_PER_PAGE = 500;
const DEFAULT_PER_PAGE = 25;

/** A point as InPost's API answers it (the fields our client and public clients read). */
export function inpostPointOf(point: SeedPoint, from?: { lat: number; lng: number }) {
  const type = point.kind === 'locker' ? ['parcel_locker'] : ['pop'];
  return {
    href: `/v1/points/${point.code}`,
    name: point.code,
    type,
    status: 'Operating',
    location: { latitude: point.lat, longitude: point.lng },
    location_type: point.hours ? 'Indoor' : 'Outdoor',
    location_description: point.description,
    opening_hours: point.hours ?? '24/7',
    address: {
      line1: `${point.street} ${point.building}`,
      line2: `${point.postCode} ${point.city}`,
    },
    address_details: {
      city: point.city,
      province: point.province,
      post_code: point.postCode,
      street: point.street,
      building_number: point.building,
      flat_number: null,
    },
    payment_available: point.kind === 'locker',
    location_247: point.hours === null,
    functions: point.kind === 'locker' ? ['parcel_collect', 'parcel_send'] : ['parcel_collect'],
    ...(from ? { distance: distanceMeters(from, point) } : {}),
  };
}

function badRequest(reply: FastifyReply, parameter: string) {
  return reply.code(400).send({
    status: 400,
    error: 'invalid_parameter',
    message: `Invalid value of parameter ${parameter}`,
    details: { [parameter]: 'invalid' },
  });
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function inpostPointsEmulator(): FastifyPluginAsync {
  return async (app) => {
    app.get('/v1/points', async (request, reply) => {
      const query = singleValues(request.query);
      let from: { lat: number; lng: number } | undefined;
      if (query.relative_point) {
        const [lat, lng] = query.relative_point.split(',').map(Number);
        if (
          lat === undefined ||
          lng === undefined ||
          !Number.isFinite(lat) ||
          !Number.isFinite(lng) ||
          Math.abs(lat) > 90 ||
          Math.abs(lng) > 180
        )
          return badRequest(reply, 'relative_point');
        from = { lat, lng };
      }
      const page = query.page === undefined ? 1 : Number(query.page);
      const perPage = query.per_page === undefined ? DEFAULT_PER_PAGE : Number(query.per_page);
      if (!Number.isInteger(page) || page < 1) return badRequest(reply, 'page');
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
        return badRequest(reply, 'per_page');
      const maxDistance = query.max_distance === undefined ? undefined : Number(query.max_distance);
      if (maxDistance !== undefined && !(maxDistance > 0)) return badRequest(reply, 'max_distance');
      if (query.sort_by && !['distance_asc', 'name'].includes(query.sort_by))
        return badRequest(reply, 'sort_by');
      if (query.sort_by === 'distance_asc' && !from) return badRequest(reply, 'relative_point');

      const names = list(query.name)?.map((n) => n.toUpperCase());
      const types = list(query.type);
      const statuses = list(query.status);
      const city = query.city ? fold(query.city) : undefined;
      const postCode = query.post_code?.trim();
      let points = INPOST_POINTS.map((point) => ({
        point,
        distance: from ? distanceMeters(from, point) : 0,
      })).filter(
        ({ point, distance }) =>
          (!names || names.includes(point.code)) &&
          (!types || types.includes(point.kind === 'locker' ? 'parcel_locker' : 'pop')) &&
          (!statuses || statuses.includes('Operating')) &&
          (!city || fold(point.city) === city) &&
          (!postCode || point.postCode === postCode) &&
          (maxDistance === undefined || distance <= maxDistance),
      );
      points =
        from && query.sort_by !== 'name'
          ? points.sort((a, b) => a.distance - b.distance)
          : points.sort((a, b) => a.point.code.localeCompare(b.point.code));
      const count = points.length;
      return {
        href: request.url,
        count,
        page,
        per_page: perPage,
        total_pages: Math.ceil(count / perPage),
        items: points
          .slice((page - 1) * perPage, page * perPage)
          .map(({ point }) => inpostPointOf(point, from)),
      };
    });

    app.get('/v1/points/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const point = INPOST_POINTS.find((p) => p.code === name.toUpperCase());
      if (!point)
        return reply
          .code(404)
          .send({ status: 404, error: 'resource_not_found', message: 'Point not found' });
      return inpostPointOf(point);
    });
  };
}
