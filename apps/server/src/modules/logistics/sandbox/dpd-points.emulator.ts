/**
 * DPD Pickup points in emulator mode (under `/sandbox/dpd`): DPD's own points search (the PUDO
 * API) needs a key and its shape is unconfirmed (integrations.md §5), so this answers our own
 * simple shape — `GET /points?near=lat,lng&city=&id=&page=&per_page=` — over a fixed list. A live
 * DPD source would sit behind `DPD_POINTS_URL` speaking the same shape (docs/decisions.md).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fold } from '../../../lib/text.js';
import { distanceMeters, singleValues, DPD_POINTS, type SeedPoint } from './points.seed.js';

function dpdPointOf(point: SeedPoint, from?: { lat: number; lng: number }) {
  return {
    id: point.code,
    name: point.description,
    street: `${point.street} ${point.building}`,
    postCode: point.postCode,
    city: point.city,
    lat: point.lat,
    lng: point.lng,
    openingHours: point.hours ?? '24/7',
    open247: point.hours === null,
    cod: true,
    distance: from ? distanceMeters(from, point) : null,
  };
}

const bad = (reply: FastifyReply, parameter: string) =>
  reply.code(400).send({ error: 'invalid_parameter', parameter });

export function dpdPointsEmulator(): FastifyPluginAsync {
  return async (app) => {
    app.get('/points', async (request, reply) => {
      const query = singleValues(request.query);
      let from: { lat: number; lng: number } | undefined;
      if (query.near) {
        const [lat, lng] = query.near.split(',').map(Number);
        if (lat === undefined || lng === undefined || !Number.isFinite(lat + lng))
          return bad(reply, 'near');
        from = { lat, lng };
      }
      const page = Number(query.page ?? 1);
      const perPage = Number(query.per_page ?? 25);
      if (!Number.isInteger(page) || page < 1) return bad(reply, 'page');
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return bad(reply, 'per_page');
      const id = query.id?.trim().toUpperCase();
      const city = query.city ? fold(query.city) : undefined;
      const found = DPD_POINTS.filter(
        (p) => (!id || p.code === id) && (!city || fold(p.city) === city),
      )
        .map((point) => ({ point, distance: from ? distanceMeters(from, point) : 0 }))
        .sort((a, b) => a.distance - b.distance || a.point.code.localeCompare(b.point.code));
      return {
        total: found.length,
        page,
        perPage,
        items: found
          .slice((page - 1) * perPage, page * perPage)
          .map(({ point }) => dpdPointOf(point, from)),
      };
    });
  };
}
