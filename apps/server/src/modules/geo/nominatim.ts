import type { GeocodeResult, Locale } from '@kramik/contract';
import { ExpiringMap } from '../../lib/expiring-map.js';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string | undefined>;
}

/**
 * A geocoder speaking the Nominatim protocol (`GEOCODER_URL`): one request a second at most, an
 * identifying User-Agent, answers cached for a day — as the public instance's usage policy asks.
 */
export class NominatimClient {
  private readonly cache = new ExpiringMap<string, GeocodeResult[]>({
    maxAgeMs: 24 * 3600 * 1000,
    maxEntries: 1000,
  });
  private queue: Promise<unknown> = Promise.resolve();
  private lastCall = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly options: { minIntervalMs?: number; timeoutMs?: number } = {},
  ) {}

  search(q: string, locale: Locale, country?: string) {
    const params = new URLSearchParams({ q, format: 'jsonv2', addressdetails: '1', limit: '5' });
    if (country) params.set('countrycodes', country.toLowerCase());
    return this.cached(`search?${params.toString()}`, locale, (places: NominatimPlace[]) =>
      places.map(toResult),
    );
  }

  reverse(lat: number, lng: number, locale: Locale) {
    const params = new URLSearchParams({
      lat: lat.toFixed(5),
      lon: lng.toFixed(5),
      format: 'jsonv2',
      addressdetails: '1',
      zoom: '10',
    });
    return this.cached(
      `reverse?${params.toString()}`,
      locale,
      (place: NominatimPlace & { error?: string }) => (place.error ? [] : [toResult(place)]),
    );
  }

  private async cached<T>(
    path: string,
    locale: Locale,
    convert: (body: T) => GeocodeResult[],
  ): Promise<GeocodeResult[]> {
    const key = `${locale} ${path}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const value = convert((await this.throttled(path, locale)) as T);
    this.cache.set(key, value);
    return value;
  }

  /** Calls one at a time, at least `minIntervalMs` apart. */
  private throttled(path: string, locale: Locale) {
    const run = async () => {
      const wait = this.lastCall + (this.options.minIntervalMs ?? 1000) - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastCall = Date.now();
      const url = `${this.baseUrl.replace(/\/+$/, '')}/${path}`;
      const response = await fetch(url, {
        headers: { 'user-agent': this.userAgent, 'accept-language': locale },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return await response.json();
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

function toResult(place: NominatimPlace): GeocodeResult {
  const address = place.address ?? {};
  const city =
    address.city ?? address.town ?? address.village ?? address.municipality ?? address.county ?? '';
  return {
    label: place.display_name,
    city,
    country: (address.country_code ?? '').toUpperCase(),
    location: { lat: Number(place.lat), lng: Number(place.lon) },
  };
}
