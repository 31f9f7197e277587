import type { Location } from '@kramik/contract';

/** Where maps start without pins or a position: the middle of Poland, most of Central Europe. */
export const DEFAULT_CENTER: Location = { lat: 52.07, lng: 19.48 };
export const DEFAULT_ZOOM = 6;
/** A street-level view of one place. */
export const PLACE_ZOOM = 15;

/** A 1×1 transparent GIF for tiles that fail to load (the CSP allows data: images). */
export const TRANSPARENT_TILE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Whether the configured tiles can be drawn: a `{z}/{x}/{y}` template. Any other value (e.g.
 * `MAP_TILE_URL=none` for offline tests) leaves the tiles out; pins and controls still work.
 */
export function usableTileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) ? url : null;
}

/** OpenStreetMap's licence asks for this credit wherever its tiles show. */
export function tileAttribution(url: string): string | undefined {
  return /openstreetmap/i.test(url)
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : undefined;
}
