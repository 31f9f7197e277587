import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION, type GeocodeResult, type Locale } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/errors.js';
import { countryName } from '../site/countries.js';
import { nearestPlace, searchGazetteer } from './gazetteer.js';
import { NominatimClient } from './nominatim.js';

/**
 * Server-side geocoding (PRODUCT.md "Shops"): a Nominatim-protocol service when `GEOCODER_URL` is
 * set, else the offline gazetteer shipped with the product.
 */
export class Geocoder {
  private readonly remote: NominatimClient | undefined;

  constructor(
    config: Pick<Config, 'geocoderUrl' | 'publicUrl'>,
    private readonly log: FastifyBaseLogger,
    remoteOptions: { minIntervalMs?: number; timeoutMs?: number } = {},
  ) {
    this.remote = config.geocoderUrl
      ? new NominatimClient(
          config.geocoderUrl,
          `Kramik/${APP_VERSION} (+${config.publicUrl})`,
          remoteOptions,
        )
      : undefined;
  }

  async search(q: string, locale: Locale, country?: string): Promise<GeocodeResult[]> {
    if (!this.remote) {
      return searchGazetteer(q, { country, countryName: (code) => countryName(code, locale) });
    }
    try {
      return await this.remote.search(q, locale, country);
    } catch (error) {
      this.log.warn({ err: error }, 'geocoder failed');
      throw new AppError(502, 'BAD_GATEWAY', 'geocodeFailed');
    }
  }

  async reverse(lat: number, lng: number, locale: Locale): Promise<GeocodeResult | null> {
    if (!this.remote) return nearestPlace(lat, lng, (code) => countryName(code, locale));
    try {
      return (await this.remote.reverse(lat, lng, locale))[0] ?? null;
    } catch (error) {
      this.log.warn({ err: error }, 'geocoder failed');
      throw new AppError(502, 'BAD_GATEWAY', 'geocodeFailed');
    }
  }
}
