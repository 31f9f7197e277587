import { is, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  APP_VERSION,
  CURRENCIES,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  LOCALES,
  matchLocale,
  SiteSettingsInputSchema,
  type AdminSiteSettings,
  type CommissionOverride,
  type CommissionOverrideInput,
  type CommissionSettings,
  type Currency,
  type Locale,
  type MakerMatchList,
  type PerLocaleText,
  type SiteBackground,
  type SiteConfig,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Executor } from '../../db/client.js';
import type { PerLocaleText as StoredTexts } from '../../db/schema/site.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { mediaKeyOf, mediaStoreFor } from '../../lib/media-store.js';
import type { MessageKey } from '../../i18n/messages.js';
import { issueMessageKey } from '../../lib/validation.js';
import type { SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './site.repo.js';

/** What the public site configuration tells of the server's own configuration. */
export interface PublicServerConfig {
  mapTileUrl: string;
  paymentsMode: SiteConfig['paymentsMode'];
}

export interface SiteDeps {
  config: Config;
}
export type SiteAdmin = SiteDeps & SignedInContext;

type Settings = NonNullable<Awaited<ReturnType<typeof repo.getSettings>>>;

const DEFAULT_BASIS_POINTS = DEFAULT_COMMISSION_PERCENT * 100;

/** A text in `locale`, else in the default language, else empty. */
export function textIn(texts: StoredTexts | undefined, locale: Locale, defaultLocale: Locale) {
  return texts?.[locale] || texts?.[defaultLocale] || '';
}

function allLocales(texts: StoredTexts | undefined): PerLocaleText {
  return Object.fromEntries(LOCALES.map((l) => [l, texts?.[l] ?? ''])) as PerLocaleText;
}

/** Only the languages that have a text (an empty one falls back to the default language). */
function compact(texts: PerLocaleText): StoredTexts {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));
}

/**
 * How long a node keeps the settings row it read. Every cart and order reads it (currency,
 * commission): a read each time cost a statement per request. The node that saves the settings
 * forgets its copy at once; other nodes (docs/operations.md, "Several nodes") see the change
 * within this time.
 */
export const SETTINGS_TTL_MS = 5_000;

const settingsCache = new WeakMap<
  Executor,
  { row: Promise<Settings | undefined>; until: number }
>();

/**
 * The settings row, read at most once per `SETTINGS_TTL_MS` per database (concurrent requests
 * share one read). Inside a transaction it is always read: a transaction that changes the
 * settings must see its own writes and the row as it is now.
 */
function cachedSettings(db: Executor): Promise<Settings | undefined> {
  if (is(db, PgTransaction)) return repo.getSettings(db);
  const now = Date.now();
  const hit = settingsCache.get(db);
  if (hit && hit.until > now) return hit.row;
  const entry = { row: repo.getSettings(db), until: now + SETTINGS_TTL_MS };
  settingsCache.set(db, entry);
  entry.row.catch(() => {
    if (settingsCache.get(db) === entry) settingsCache.delete(db);
  });
  return entry.row;
}

/**
 * Forgets this node's copy of the settings, after a change committed: the next read, begun after
 * this, reads the row again (a read still in flight from before is dropped with the copy).
 */
function forgetSettings(db: Executor) {
  settingsCache.delete(db);
}

/**
 * The public site configuration as the home page and the shell need it, with the texts in
 * `locale` (a language left empty shows the default language's text). The row is cached for
 * `SETTINGS_TTL_MS`; this node's own saves show at once.
 */
export async function getSiteConfig(
  db: Executor,
  server: PublicServerConfig = { mapTileUrl: '', paymentsMode: 'live' },
  locale?: Locale,
): Promise<SiteConfig> {
  const row = await cachedSettings(db);
  const currency = CURRENCIES.find((c) => c === row?.currency) ?? DEFAULT_CURRENCY;
  const defaultLocale = matchLocale(row?.defaultLocale) ?? DEFAULT_LOCALE;
  const language = locale ?? defaultLocale;
  return {
    defaultLocale,
    currency: currency satisfies Currency,
    headerText: textIn(row?.headerTexts, language, defaultLocale),
    bannerText: textIn(row?.bannerTexts, language, defaultLocale),
    bannerIcon: textIn(row?.bannerIcons, language, defaultLocale) || null,
    titleBackgroundImage: row?.titleBackgroundImage ?? null,
    titleBackgroundThumbnail: row?.titleBackgroundThumbnail ?? null,
    commissionPercent: (row?.commissionBasisPoints ?? DEFAULT_BASIS_POINTS) / 100,
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

/** The settings row as the admin saved it (undefined before the first save; cached). */
export async function getSiteSettings(db: Executor) {
  return cachedSettings(db);
}

/** The platform's contact details the admin saved (null where the configuration's apply). */
export async function getSavedContact(db: Executor) {
  const row = await cachedSettings(db);
  return {
    email: row?.contactEmail ?? null,
    phone: row?.contactPhone ?? null,
    address: row?.contactAddress ?? null,
  };
}

function toAdminSettings(
  config: Config,
  row: Settings | undefined,
  currencyLocked: boolean,
): AdminSiteSettings {
  return {
    defaultLocale: matchLocale(row?.defaultLocale) ?? DEFAULT_LOCALE,
    currency: CURRENCIES.find((c) => c === row?.currency) ?? DEFAULT_CURRENCY,
    headerText: allLocales(row?.headerTexts),
    bannerText: allLocales(row?.bannerTexts),
    bannerIcon: allLocales(row?.bannerIcons),
    titleBackgroundImage: row?.titleBackgroundImage ?? null,
    titleBackgroundThumbnail: row?.titleBackgroundThumbnail ?? null,
    contact: {
      email: row?.contactEmail ?? null,
      phone: row?.contactPhone ?? null,
      address: row?.contactAddress ?? null,
    },
    contactFallback: {
      email: config.contact.email ?? null,
      phone: config.contact.phone ?? null,
      address: config.contact.address ?? null,
    },
    appStoreLinks: { android: row?.androidAppUrl ?? null, ios: row?.iosAppUrl ?? null },
    currencyLocked,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The site form as the administrator edits it. */
export async function getAdminSiteSettings(ctx: SiteAdmin): Promise<AdminSiteSettings> {
  const row = await repo.getSettings(ctx.db);
  return toAdminSettings(ctx.config, row, await repo.anyProduct(ctx.db));
}

/** Any failure of the site form: SPEC's "Error saving configurations", a message per field. */
function saveFailed(fields: Record<string, MessageKey>): never {
  throw new AppError(400, 'VALIDATION_FAILED', 'siteSaveFailed', fields);
}

const STAGED_IMAGE = /^\/media\/site\/[0-9a-f-]{36}\.webp$/;

/** A background URL is the saved one, none, or a file `storeSiteBackground` wrote. */
async function acceptableImage(config: Config, url: string | null, saved: string | null) {
  if (url === null || url === saved) return true;
  const key = mediaKeyOf(url);
  if (!key || !STAGED_IMAGE.test(url)) return false;
  return mediaStoreFor(config).exists(key);
}

/**
 * Saves the whole site form in one transaction with one audit entry holding only the changed
 * fields. A text of the default language is required once any language has that text.
 */
export async function saveSiteSettings(ctx: SiteAdmin, body: unknown): Promise<AdminSiteSettings> {
  const parsed = SiteSettingsInputSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      fields[field] ??= issueMessageKey(issue.message, issue.code === 'invalid_type');
    }
    saveFailed(fields);
  }
  const input = parsed.data;
  const fields: Record<string, MessageKey> = {};
  const lang = input.defaultLocale;
  // Another language's empty text shows the default language's: that one is required as soon as
  // any language has a text. With none at all the home page shows its own translated texts.
  for (const field of ['headerText', 'bannerText', 'bannerIcon'] as const) {
    const texts = input[field];
    if (!texts[lang] && Object.values(texts).some(Boolean))
      fields[`${field}.${lang}`] = 'fieldRequired';
  }
  if ((input.titleBackgroundImage === null) !== (input.titleBackgroundThumbnail === null)) {
    fields.titleBackgroundImage = 'backgroundInvalid';
  }

  let replaced: (string | null)[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockSettings(tx);
    if (
      !(await acceptableImage(ctx.config, input.titleBackgroundImage, before.titleBackgroundImage))
    )
      fields.titleBackgroundImage = 'backgroundInvalid';
    if (
      !(await acceptableImage(
        ctx.config,
        input.titleBackgroundThumbnail,
        before.titleBackgroundThumbnail,
      ))
    )
      fields.titleBackgroundThumbnail = 'backgroundInvalid';
    if (input.currency !== before.currency && (await repo.anyProduct(tx)))
      fields.currency = 'currencyLocked';
    if (Object.keys(fields).length > 0) saveFailed(fields);

    const next = {
      defaultLocale: input.defaultLocale,
      currency: input.currency,
      headerTexts: compact(input.headerText),
      bannerTexts: compact(input.bannerText),
      bannerIcons: compact(input.bannerIcon),
      titleBackgroundImage: input.titleBackgroundImage,
      titleBackgroundThumbnail: input.titleBackgroundThumbnail,
      contactEmail: input.contact.email,
      contactPhone: input.contact.phone,
      contactAddress: input.contact.address,
      androidAppUrl: input.appStoreLinks.android,
      iosAppUrl: input.appStoreLinks.ios,
    };
    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next)) {
      const old = before[key as keyof typeof next];
      if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) {
        changedBefore[key] = old ?? null;
        changedAfter[key] = value;
      }
    }
    if (Object.keys(changedAfter).length > 0) {
      await repo.updateSettings(tx, next);
      await recordAudit(
        { ...ctx, db: tx },
        { action: 'site.config', targetType: 'site', before: changedBefore, after: changedAfter },
      );
    }
    replaced = [before.titleBackgroundImage, before.titleBackgroundThumbnail].filter(
      (url) => url !== next.titleBackgroundImage && url !== next.titleBackgroundThumbnail,
    );
    return repo.getSettings(tx);
  });
  forgetSettings(ctx.db);
  const media = mediaStoreFor(ctx.config);
  for (const url of replaced) await removeImage(media, url);
  return toAdminSettings(ctx.config, saved, await repo.anyProduct(ctx.db));
}

/**
 * Stores a title background upload (checked by content, re-encoded to WebP without metadata):
 * a wide image (at most 1920 px) and a thumbnail (480 px). The form saves them.
 */
export async function storeSiteBackground(ctx: SiteAdmin, bytes: Buffer): Promise<SiteBackground> {
  const media = mediaStoreFor(ctx.config);
  const image = await storeImage(bytes, { media, folder: 'site', maxWidth: 1920 });
  const thumbnail = await storeImage(bytes, { media, folder: 'site', maxWidth: 480 });
  return { image, thumbnail };
}

// ---------------------------------------------------------------------------------------------
// Commission

/** Today's date (UTC), `YYYY-MM-DD`: override start dates are UTC days. */
export function utcDay(at: Date = new Date()) {
  return at.toISOString().slice(0, 10);
}

/**
 * The commission rate in force at `at` for each maker, in basis points: the maker's override
 * whose start date has come (the latest of them), else the platform rate.
 */
export async function commissionRatesFor(
  db: Executor,
  companyIds: string[],
  at: Date = new Date(),
): Promise<Map<string, number>> {
  const platform = (await cachedSettings(db))?.commissionBasisPoints ?? DEFAULT_BASIS_POINTS;
  const overrides = await repo.overridesInForce(db, [...new Set(companyIds)], utcDay(at));
  const rates = new Map(companyIds.map((id) => [id, platform]));
  for (const o of overrides) rates.set(o.companyId, o.basisPoints);
  return rates;
}

/**
 * The basis points of the maker's override in force at `at` (null: the platform rate applies), as
 * a column of the caller's own read of that maker: `commissionRatesFor` without a statement. `at`
 * may be a placeholder for the UTC day (`YYYY-MM-DD`), for a statement built once.
 */
export const commissionOverrideSql = (companyId: AnyColumn, at: Date | Placeholder = new Date()) =>
  repo.overrideInForceSql(companyId, at instanceof Date ? utcDay(at) : at);

type OverrideRow = NonNullable<Awaited<ReturnType<typeof repo.findOverride>>>;

function toOverride(row: OverrideRow, inForce: boolean): CommissionOverride {
  return {
    _id: row.id,
    company: { _id: row.companyId, name: row.companyName },
    basisPoints: row.basisPoints,
    startsOn: row.startsOn,
    inForce,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getCommission(ctx: SiteAdmin): Promise<CommissionSettings> {
  const row = await repo.getSettings(ctx.db);
  const rows = await repo.listOverrides(ctx.db);
  const today = utcDay();
  const current = new Map<string, string>();
  for (const r of rows) {
    // Rows come latest start first per maker: the first that has started is in force.
    if (r.startsOn <= today && !current.has(r.companyId)) current.set(r.companyId, r.id);
  }
  return {
    basisPoints: row?.commissionBasisPoints ?? DEFAULT_BASIS_POINTS,
    overrides: rows.map((r) => toOverride(r, current.get(r.companyId) === r.id)),
  };
}

/** Sets the platform rate for orders placed from now on (placed orders keep theirs). */
export async function setCommissionRate(
  ctx: SiteAdmin,
  basisPoints: number,
): Promise<CommissionSettings> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockSettings(tx);
    if (before.commissionBasisPoints === basisPoints) return;
    await repo.updateSettings(tx, { commissionBasisPoints: basisPoints });
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'commission.rate',
        targetType: 'site',
        before: { commissionBasisPoints: before.commissionBasisPoints },
        after: { commissionBasisPoints: basisPoints },
      },
    );
  });
  forgetSettings(ctx.db);
  return getCommission(ctx);
}

export async function addCommissionOverride(
  ctx: SiteAdmin,
  input: CommissionOverrideInput,
): Promise<CommissionOverride> {
  if (input.startsOn < utcDay()) throw new ValidationError({ startsOn: 'startsOnPast' });
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.companyExists(tx, input.companyId)))
      throw new ValidationError({ companyId: 'makerNotFound' });
    const inserted = await repo.insertOverride(tx, {
      companyId: input.companyId,
      basisPoints: input.basisPoints,
      startsOn: input.startsOn,
      createdBy: ctx.auth.user._id,
    });
    if (!inserted) throw new ConflictError('overrideExists');
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'commission.override.add',
        targetType: 'company',
        targetId: input.companyId,
        after: { basisPoints: input.basisPoints, startsOn: input.startsOn },
      },
    );
    const row = (await repo.findOverride(tx, inserted.id))!;
    return toOverride(row, input.startsOn <= utcDay());
  });
}

/** Removes an override: the maker's new orders take the previous override or the platform rate. */
export async function removeCommissionOverride(ctx: SiteAdmin, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findOverride(tx, id);
    if (!row) throw new NotFoundError();
    await repo.deleteOverride(tx, id);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'commission.override.remove',
        targetType: 'company',
        targetId: row.companyId,
        before: { basisPoints: row.basisPoints, startsOn: row.startsOn },
      },
    );
  });
}

/** Makers by company name, short name or login, for choosing one to give a rate. */
export async function searchMakers(ctx: SiteAdmin, q: string): Promise<MakerMatchList> {
  const rows = await repo.searchMakers(ctx.db, q);
  return { items: rows.map((r) => ({ _id: r.id, name: r.name, login: r.login })) };
}
