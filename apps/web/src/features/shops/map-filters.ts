/** The public map's filters, kept in the URL query (`?open=1&category=<id>`). */
export interface MapFilters {
  openNow: boolean;
  category?: string;
}

/** What `GET /api/shops` takes. */
export interface MapQuery {
  openNow?: boolean;
  category?: string;
  company?: string;
  /** `minLng,minLat,maxLng,maxLat`. */
  bbox?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters; a malformed category is ignored rather than sent to the server. */
export function parseMapFilters(params: URLSearchParams): MapFilters {
  const open = params.get('open');
  const category = params.get('category') ?? '';
  return {
    openNow: open === '1' || open === 'true',
    ...(UUID.test(category) ? { category: category.toLowerCase() } : {}),
  };
}

/** Writes the filters into a copy of the query, keeping other parameters. */
export function withMapFilters(params: URLSearchParams, filters: MapFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.openNow) next.set('open', '1');
  else next.delete('open');
  if (filters.category) next.set('category', filters.category);
  else next.delete('category');
  return next;
}

/** The query string of `GET /api/shops`, in a stable order (it is also the cache key). */
export function mapQueryString(query: MapQuery): string {
  const search = new URLSearchParams();
  if (query.bbox) search.set('bbox', query.bbox);
  if (query.openNow) search.set('openNow', 'true');
  if (query.category) search.set('category', query.category);
  if (query.company) search.set('company', query.company);
  return search.toString();
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The `bbox` of a map view, clamped to the world (a view can show more than one world width) and
 * rounded, so that a tiny pan does not make a new request.
 */
export function bboxOf(bounds: Bounds): string {
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return [
    round(clamp(bounds.west, 180)),
    round(clamp(bounds.south, 90)),
    round(clamp(bounds.east, 180)),
    round(clamp(bounds.north, 90)),
  ].join(',');
}
