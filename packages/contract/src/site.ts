import { z } from 'zod';
import { CURRENCIES } from './constants.js';
import { LOCALES } from './locales.js';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** The public site configuration the admin sets (SPEC §3 "Site configuration"). */
export const SiteConfigSchema = z.object({
  defaultLocale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES),
  headerText: z.string(),
  bannerText: z.string(),
  bannerIcon: z.string().nullable(),
  titleBackgroundImage: z.string().nullable(),
  titleBackgroundThumbnail: z.string().nullable(),
  commissionPercent: z.number(),
  appStoreLinks: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
  version: z.string(),
  /** Map tiles (`{z}/{x}/{y}` template) from `MAP_TILE_URL`. */
  mapTileUrl: z.string(),
  /** `emulator`: sandbox payment operators, no real money (every page says so). */
  paymentsMode: z.enum(['emulator', 'live']),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
