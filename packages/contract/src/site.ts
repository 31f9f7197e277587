import { z } from 'zod';
import { CURRENCIES } from './constants.js';
import { LOCALES } from './locales.js';
import { SINGLE_LINE } from './text.js';

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

/** Limits of the site configuration's texts (issue 20). */
export const SITE_HEADER_MAX = 120;
export const SITE_BANNER_MAX = 300;
/** The banner icon: an emoji or a short symbol. */
export const SITE_ICON_MAX = 8;
/** The title background upload: as a company photo (4 MB, JPEG, PNG or WebP). */
export const MAX_SITE_IMAGE_BYTES = 4 * 1024 * 1024;
/** The highest commission rate an administrator may set: 50 % (5000 basis points). */
export const MAX_COMMISSION_BASIS_POINTS = 5000;

/** One value per interface language. */
function perLocale<T extends z.ZodType>(value: T) {
  return z.object({
    'en-US': value,
    'pl-PL': value,
    'zh-CN': value,
    'de-DE': value,
    'sv-SE': value,
    'nb-NO': value,
  });
}

export const PerLocaleTextSchema = perLocale(z.string());
export type PerLocaleText = z.infer<typeof PerLocaleTextSchema>;

const localeText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .regex(SINGLE_LINE, 'controlCharacters')
    .optional()
    .default('');

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .nullable()
    .optional()
    .transform((v) => v || null);

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'httpsUrlFormat')
  .nullable()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isHttpsUrl(v), 'httpsUrlFormat');

/** An absolute `https://` address with a host. */
export function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The platform's contact details as saved; null leaves the server configuration's value. */
export const SiteContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** The site configuration as the administrator edits it (`GET /api/admin/site`). */
export const AdminSiteSettingsSchema = z.object({
  defaultLocale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES),
  headerText: PerLocaleTextSchema,
  bannerText: PerLocaleTextSchema,
  bannerIcon: PerLocaleTextSchema,
  titleBackgroundImage: z.string().nullable(),
  titleBackgroundThumbnail: z.string().nullable(),
  contact: SiteContactSchema,
  /** The server configuration's contact details (`CONTACT_*`), used where `contact` is empty. */
  contactFallback: SiteContactSchema,
  appStoreLinks: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
  /** Whether the currency may still change (no product is listed yet). */
  currencyLocked: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>;

/**
 * The whole site form, saved together (`PUT /api/admin/site`). The header and banner texts of the
 * default language are required; another language left empty shows the default language's.
 */
export const SiteSettingsInputSchema = z.object({
  defaultLocale: z.enum(LOCALES, 'invalid'),
  currency: z.enum(CURRENCIES, 'invalid'),
  headerText: perLocale(localeText(SITE_HEADER_MAX, 'headerTextTooLong')),
  bannerText: perLocale(localeText(SITE_BANNER_MAX, 'bannerTextTooLong')),
  bannerIcon: perLocale(localeText(SITE_ICON_MAX, 'bannerIconTooLong')),
  /** Null, the saved image, or what `POST /api/admin/site/background` answered. */
  titleBackgroundImage: z.string().max(200, 'invalid').nullable(),
  titleBackgroundThumbnail: z.string().max(200, 'invalid').nullable(),
  contact: z.object({
    email: z
      .string()
      .trim()
      .max(254, 'emailFormat')
      .nullable()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || z.email().safeParse(v).success, 'emailFormat'),
    phone: optionalLine(50),
    address: optionalLine(300),
  }),
  appStoreLinks: z.object({ android: httpsUrl, ios: httpsUrl }),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsInputSchema>;

/** A stored title background: the wide image and its thumbnail, not yet saved in the form. */
export const SiteBackgroundSchema = z.object({ image: z.string(), thumbnail: z.string() });
export type SiteBackground = z.infer<typeof SiteBackgroundSchema>;

/** A maker's own commission rate from a day on. */
export const CommissionOverrideSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string() }),
  basisPoints: z.number().int(),
  /** `YYYY-MM-DD` (UTC): the first day new orders take this rate. */
  startsOn: z.string(),
  /** Whether it is the rate the maker's orders take today. */
  inForce: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CommissionOverride = z.infer<typeof CommissionOverrideSchema>;

/** The platform rate and every maker's override (`GET /api/admin/commission`). */
export const CommissionSettingsSchema = z.object({
  basisPoints: z.number().int(),
  overrides: z.array(CommissionOverrideSchema),
});
export type CommissionSettings = z.infer<typeof CommissionSettingsSchema>;

const basisPoints = z
  .number('commissionRange')
  .int('commissionRange')
  .min(0, 'commissionRange')
  .max(MAX_COMMISSION_BASIS_POINTS, 'commissionRange');

export const CommissionRateInputSchema = z.object({ basisPoints });
export type CommissionRateInput = z.infer<typeof CommissionRateInputSchema>;

export const CommissionOverrideInputSchema = z.object({
  companyId: z.uuid('required'),
  basisPoints,
  startsOn: z.iso.date('dateFormat'),
});
export type CommissionOverrideInput = z.infer<typeof CommissionOverrideInputSchema>;

export const MakerSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'invalid').optional().default(''),
});
export const MakerMatchListSchema = z.object({
  items: z.array(z.object({ _id: z.string(), name: z.string(), login: z.string() })),
});
export type MakerMatchList = z.infer<typeof MakerMatchListSchema>;
