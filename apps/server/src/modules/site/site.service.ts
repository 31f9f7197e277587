import {
  APP_VERSION,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  matchLocale,
  type Currency,
  type SiteConfig,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import * as repo from './site.repo.js';

/** What the public site configuration tells of the server's own configuration. */
export interface PublicServerConfig {
  mapTileUrl: string;
  paymentsMode: SiteConfig['paymentsMode'];
}

/** The public site configuration as the home page and the shell need it. */
export async function getSiteConfig(
  db: Executor,
  server: PublicServerConfig = { mapTileUrl: '', paymentsMode: 'live' },
): Promise<SiteConfig> {
  const row = await repo.getSettings(db);
  const currency = CURRENCIES.find((c) => c === row?.currency) ?? DEFAULT_CURRENCY;
  return {
    defaultLocale: matchLocale(row?.defaultLocale) ?? DEFAULT_LOCALE,
    currency: currency satisfies Currency,
    headerText: row?.headerText ?? '',
    bannerText: row?.bannerText ?? '',
    bannerIcon: row?.bannerIcon ?? null,
    titleBackgroundImage: row?.titleBackgroundImage ?? null,
    titleBackgroundThumbnail: row?.titleBackgroundThumbnail ?? null,
    commissionPercent: (row?.commissionBasisPoints ?? 800) / 100,
    appStoreLinks: { android: row?.androidAppUrl ?? null, ios: row?.iosAppUrl ?? null },
    version: APP_VERSION,
    mapTileUrl: server.mapTileUrl,
    paymentsMode: server.paymentsMode,
  };
}

/** The marketplace's settlement currency, in which prices are kept. */
export async function getSiteCurrency(db: Executor): Promise<Currency> {
  return (await getSiteConfig(db)).currency;
}

/** The settings row as the admin saved it (undefined before the first save). */
export async function getSiteSettings(db: Executor) {
  return repo.getSettings(db);
}
