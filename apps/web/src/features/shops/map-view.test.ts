import { describe, expect, it } from 'vitest';
import { tileAttribution, usableTileUrl } from './map-view';

describe('tiles', () => {
  it('draws tiles only from a {z}/{x}/{y} template', () => {
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(usableTileUrl(osm)).toBe(osm);
    expect(usableTileUrl('none')).toBeNull();
    expect(usableTileUrl('')).toBeNull();
    expect(usableTileUrl(undefined)).toBeNull();
  });

  it('credits OpenStreetMap for its tiles only', () => {
    expect(tileAttribution('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain(
      'OpenStreetMap',
    );
    expect(tileAttribution('https://tiles.example.com/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
