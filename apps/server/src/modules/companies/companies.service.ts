import { randomUUID } from 'node:crypto';
import {
  CompanyInputSchema,
  DEFAULT_LOCALE,
  matchLocale,
  CourierPricingInputSchema,
  isValidBic,
  isValidIban,
  isValidPostalCode,
  isValidTaxId,
  type Company,
  type CompanySummary,
  type CourierPricing,
  type PublicCompany,
  type SellerSettings,
  type SellerSettingsInput,
  VacationInputSchema,
  type Vacation,
  type VacationInput,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { mediaStoreFor } from '../../lib/media-store.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import { maskSecret, type SecretBox } from '../../lib/secrets.js';
import { parseForm } from '../../lib/validation.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { makeSeller } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { setMakerListed } from '../catalog/catalog.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { awayOf, todayOf } from '../made-to-order/made-to-order.service.js';
import { isCountryCode } from '../site/countries.js';
import { makersNeedApproval } from '../site/maker-approval.js';
import { requireCarrierOffered } from '../site/platform-carriers.js';
import { getSiteCurrency } from '../site/site.service.js';
import * as repo from './companies.repo.js';

export interface CompaniesDeps {
  db: Database;
  config: Config;
  secrets: SecretBox;
}
/** What the company services take: the module's collaborators with the request's context. */
export type CompaniesCaller = CompaniesDeps & SignedInContext;

const normalise = (value: string) => value.replace(/\s/g, '').toUpperCase();

async function toCompany(db: Executor, row: repo.CompanyRow): Promise<Company> {
  return {
    _id: row.id,
    companyName: row.companyName,
    shortName: row.shortName,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    taxNumber: row.taxNumber,
    webPage: row.webPage,
    bic: row.bic ?? '',
    iban: row.iban ?? '',
    description: row.description,
    photo: row.photo,
    storeConfigured: (await repo.countCourierPricing(db, row.id)) > 0,
    approval: row.approvedAt ? 'approved' : 'awaitingApproval',
  };
}

/** The seller's own company; 404 until the company data is filled in. */
export async function requireOwnCompany({
  db,
  auth,
}: {
  db: Executor;
  auth: SignedInContext['auth'];
}) {
  const row = await repo.findCompanyOfOwner(db, auth.user._id);
  if (!row) throw new NotFoundError('companyRequired');
  return row;
}

/** The seller's company data, or null while they have not filled it in (a state, not an error). */
export async function findOwnCompany(ctx: CompaniesCaller) {
  const row = await repo.findCompanyOfOwner(ctx.db, ctx.auth.user._id);
  return row ? toCompany(ctx.db, row) : null;
}

/** The company form as stored, or a 400 naming each field (SPEC §5's headline when one is missing). */
function companyValues(body: unknown) {
  const parsed = parseForm(CompanyInputSchema, body, 'fillAllRequired');
  // "modraglina.pl" is what people type; the page is stored with its scheme.
  const webPage =
    parsed.webPage && !/^[a-z][a-z0-9+.-]*:/i.test(parsed.webPage)
      ? `https://${parsed.webPage}`
      : parsed.webPage;
  const input = { ...parsed, webPage };
  const fields: Record<string, MessageKey> = {};
  if (!isCountryCode(input.country)) fields.country = 'fieldInvalid';
  else {
    if (!isValidPostalCode(input.postalCode, input.country)) fields.postalCode = 'postalCodeFormat';
    if (!isValidTaxId(input.taxNumber, input.country)) fields.taxNumber = 'taxIdFormat';
  }
  if (!isValidIban(input.iban)) fields.iban = 'ibanFormat';
  if (!isValidBic(input.bic)) fields.bic = 'bicFormat';
  if (input.webPage && !/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(input.webPage)) {
    fields.webPage = 'webPageFormat';
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return {
    ...input,
    iban: normalise(input.iban),
    bic: normalise(input.bic),
    taxNumber: input.taxNumber.trim(),
  };
}

/** Creates or updates the seller's company data (SPEC §3, §5), with the identifier checks. */
export async function saveCompany(ctx: CompaniesCaller, body: unknown) {
  const values = companyValues(body);
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findCompanyOfOwner(tx, ctx.auth.user._id);
    const row = existing
      ? await repo.updateCompany(tx, existing.id, values)
      : await insertNewCompany(tx, { ...values, ownerId: ctx.auth.user._id });
    return toCompany(tx, row);
  });
}

/**
 * A signed-in buyer opens a shop with their account: the company data is saved and the account
 * becomes a maker's, together or not at all. A maker or an administrator already is one (409).
 */
export async function openShop(ctx: CompaniesCaller, body: unknown) {
  if (ctx.auth.user.permissions !== 'user') throw new ConflictError('alreadySeller');
  const values = companyValues(body);
  return ctx.db.transaction(async (tx) => {
    await makeSeller(tx, ctx.auth.user._id);
    const row = await insertNewCompany(tx, { ...values, ownerId: ctx.auth.user._id });
    return toCompany(tx, row);
  });
}

/**
 * A new company: approved at once, or, while "New makers need approval" is on, awaiting an
 * administrator's approval with its products unlisted (issue 20).
 */
async function insertNewCompany(tx: Executor, values: repo.NewCompany) {
  const awaitsApproval = await makersNeedApproval(tx);
  const row = await repo.insertCompany(tx, {
    ...values,
    approvedAt: awaitsApproval ? null : new Date(),
  });
  if (awaitsApproval) await setMakerListed({ db: tx }, row.id, false);
  return row;
}

/** What an administrator's approval takes: the caller, and mail. */
export type CompaniesAdmin = { config: Config; kickMail: () => void } & SignedInContext;

/**
 * An administrator approves a company awaiting approval: its products are listed at once (unless
 * its owner is blocked), the maker is told by mail, one audit entry. Approved already: 409.
 */
export async function approveCompany(ctx: CompaniesAdmin, companyId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId);
    if (!company) throw new NotFoundError();
    if (company.approvedAt) throw new ConflictError('companyAlreadyApproved');
    const approvedAt = new Date();
    await repo.updateCompany(tx, companyId, { approvedAt });
    const owner = await repo.findOwner(tx, company.ownerId);
    await setMakerListed({ db: tx }, companyId, owner?.status !== 'blocked');
    if (owner) {
      await enqueueMail(tx, {
        to: owner.email,
        locale: matchLocale(owner.locale) ?? DEFAULT_LOCALE,
        template: {
          name: 'companyApproved',
          firstName: owner.firstName,
          company: company.shortName,
          link: `${ctx.config.publicUrl}/seller`,
        },
      });
    }
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'company.approve',
        targetType: 'company',
        targetId: companyId,
        before: { approvedAt: null },
        after: { approvedAt: approvedAt.toISOString() },
      },
    );
  });
  ctx.kickMail();
}

/** Stores the company photo (at most 4 MB, checked by content, re-encoded to WebP). */
export async function saveCompanyPhoto(ctx: CompaniesCaller, bytes: Buffer) {
  const company = await requireOwnCompany(ctx);
  const media = mediaStoreFor(ctx.config);
  const url = await storeImage(bytes, { media, folder: 'companies', maxWidth: 1600 });
  const row = await repo.updateCompany(ctx.db, company.id, { photo: url });
  await removeImage(media, company.photo);
  return toCompany(ctx.db, row);
}

export async function getPublicCompany({ db }: RequestContext, id: string): Promise<PublicCompany> {
  const row = await repo.findCompany(db, id);
  if (!row) throw new NotFoundError();
  return {
    _id: row.id,
    companyName: row.companyName,
    shortName: row.shortName,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    taxNumber: row.taxNumber,
    webPage: row.webPage,
    description: row.description,
    photo: row.photo,
    productCount: await repo.countProducts(db, row.id),
    rating: {
      average: row.ratingCount > 0 ? Math.round(row.ratingAverage * 10) / 10 : null,
      count: row.ratingCount,
    },
    away: awayOf(row, todayOf()),
  };
}

/**
 * The maker's rating columns follow their products' reviews: the reviews module calls this in
 * the transaction of each review write (`count`: reviews added, negative when removed; `sum`: their
 * stars).
 */
export function changeCompanyRating(
  db: Executor,
  companyId: string,
  change: { count: number; sum: number },
) {
  return repo.changeRating(db, companyId, change);
}

function isCompanyKey(value: Record<string, unknown>): value is { name: string; id: string } {
  return (
    typeof value.name === 'string' &&
    typeof value.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(value.id)
  );
}

export async function listCompanies(
  { db }: RequestContext,
  query: { limit: number; cursor?: string },
) {
  const rows = await repo.listCompanies(db, decodeCursor(query.cursor, isCompanyKey), query.limit);
  const page = paginate(rows, query.limit, (row) => ({ name: row.shortName, id: row.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row): CompanySummary => ({
      _id: row.id,
      shortName: row.shortName,
      companyName: row.companyName,
      city: row.city,
      country: row.country,
      photo: row.photo,
    })),
  };
}

/** The makers among `ids` as cards, in the order of `ids` (followed makers, issue 24). */
export async function companySummaries({ db }: Pick<RequestContext, 'db'>, ids: string[]) {
  const rows = await repo.findCompaniesByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): CompanySummary[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        _id: row.id,
        shortName: row.shortName,
        companyName: row.companyName,
        city: row.city,
        country: row.country,
        photo: row.photo,
      },
    ];
  });
}

function toSettings(
  ctx: Pick<CompaniesDeps, 'secrets'>,
  row: repo.SettingsRow | undefined,
): SellerSettings {
  const reveal = (sealed: string | null | undefined) =>
    sealed ? maskSecret(ctx.secrets.decrypt(sealed)) : null;
  return {
    autopayIdShop: row?.autopayIdShop ?? null,
    autopayBmKey: reveal(row?.autopayBmKeyEncrypted),
    inpostOrganizationId: row?.inpostOrganizationId ?? null,
    inpostApiKey: reveal(row?.inpostApiKeyEncrypted),
  };
}

export async function getSettings(ctx: CompaniesCaller) {
  const company = await requireOwnCompany(ctx);
  return toSettings(ctx, await repo.findSettings(ctx.db, company.id));
}

/**
 * A maker's InPost ShipX organisation ID and API token, decrypted, for the logistics module's
 * calls to ShipX; null until both are saved.
 */
export async function getInpostCredentials(
  { db, secrets }: { db: Executor; secrets: SecretBox },
  companyId: string,
) {
  const row = await repo.findSettings(db, companyId);
  if (!row?.inpostOrganizationId || !row.inpostApiKeyEncrypted) return null;
  return {
    organizationId: row.inpostOrganizationId,
    token: secrets.decrypt(row.inpostApiKeyEncrypted),
    /** When the settings last changed: a connection test before then is stale. */
    savedAt: row.updatedAt,
  };
}

/**
 * Saves AutoPay and InPost settings. A secret left out keeps its value, an empty one removes it;
 * secrets are stored encrypted and only ever answered masked.
 */
export async function saveSettings(ctx: CompaniesCaller, input: SellerSettingsInput) {
  const company = await requireOwnCompany(ctx);
  const current = await repo.findSettings(ctx.db, company.id);
  const seal = (value: string | undefined, previous: string | null | undefined) =>
    value === undefined ? (previous ?? null) : value === '' ? null : ctx.secrets.encrypt(value);
  const plain = (value: string | undefined, previous: string | null | undefined) =>
    value === undefined ? (previous ?? null) : value || null;
  const row = await repo.upsertSettings(ctx.db, {
    companyId: company.id,
    autopayIdShop: plain(input.autopayIdShop, current?.autopayIdShop),
    autopayBmKeyEncrypted: seal(input.autopayBmKey, current?.autopayBmKeyEncrypted),
    inpostOrganizationId: plain(input.inpostOrganizationId, current?.inpostOrganizationId),
    inpostApiKeyEncrypted: seal(input.inpostApiKey, current?.inpostApiKeyEncrypted),
  });
  return toSettings(ctx, row);
}

const toCourierPricing = (row: repo.CourierPricingRow): CourierPricing => ({
  _id: row.id,
  carrier: row.carrier as CourierPricing['carrier'],
  priceAmount: row.priceAmount,
  currency: row.currency,
  externalId: row.externalId,
  freeDeliveryThreshold: row.freeDeliveryThreshold,
});

export async function listCourierPricing(ctx: CompaniesCaller) {
  const company = await requireOwnCompany(ctx);
  return (await repo.listCourierPricing(ctx.db, company.id)).map(toCourierPricing);
}

function externalIdTaken(): never {
  throw new BadRequestError('externalIdTaken', { externalId: 'externalIdTaken' }, 'CONFLICT');
}

/**
 * A courier pricing body: prices are in the marketplace currency, so a body naming another one
 * is refused rather than stored as if it were (issue 16).
 */
async function parseCourierPricing(ctx: CompaniesCaller, body: unknown) {
  const { currency: named, ...input } = parseForm(
    CourierPricingInputSchema,
    body,
    'fillAllRequired',
  );
  const currency = await getSiteCurrency(ctx.db);
  if (named !== undefined && named !== currency) {
    throw new ValidationError({ currency: 'fieldInvalid' });
  }
  await requireCarrierOffered(ctx.db, input.carrier);
  return { input, currency };
}

export async function createCourierPricing(ctx: CompaniesCaller, body: unknown) {
  const { input, currency } = await parseCourierPricing(ctx, body);
  const company = await requireOwnCompany(ctx);
  if (await repo.isExternalIdTaken(ctx.db, company.id, input.externalId)) externalIdTaken();
  try {
    return toCourierPricing(
      await repo.insertCourierPricing(ctx.db, { ...input, companyId: company.id, currency }),
    );
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      externalIdTaken();
    throw error;
  }
}

export async function updateCourierPricing(ctx: CompaniesCaller, id: string, body: unknown) {
  const { input } = await parseCourierPricing(ctx, body);
  const company = await requireOwnCompany(ctx);
  if (await repo.isExternalIdTaken(ctx.db, company.id, input.externalId, id)) externalIdTaken();
  const row = await repo.updateCourierPricing(ctx.db, company.id, id, input);
  if (!row) throw new NotFoundError();
  return toCourierPricing(row);
}

export async function deleteCourierPricing(ctx: CompaniesCaller, id: string) {
  const company = await requireOwnCompany(ctx);
  if (!(await repo.deleteCourierPricing(ctx.db, company.id, id))) throw new NotFoundError();
}

/** A maker's company as a catalog import creates it, with its delivery costs. */
export interface ImportedCompany {
  ownerId: string;
  company: Omit<repo.NewCompany, 'id' | 'ownerId'>;
  courierPricing: Omit<repo.NewCourierPricing, 'id' | 'companyId'>[];
}

/** The company of each of these owners that has one, by owner id. */
export async function findCompanyIdsOfOwners(db: Executor, ownerIds: string[]) {
  const rows = await repo.findCompaniesOfOwners(db, ownerIds);
  return new Map(rows.map((row) => [row.ownerId, row.id]));
}

/**
 * Creates the companies of a catalog import's makers, each with its delivery costs so that it may
 * list products at once (`requireStoreConfigured`). Answers the new ids in the given order.
 */
export async function createImportedCompanies(db: Executor, entries: ImportedCompany[]) {
  const ids = entries.map(() => randomUUID());
  await repo.insertCompanies(
    db,
    entries.map((entry, i) => ({ ...entry.company, id: ids[i]!, ownerId: entry.ownerId })),
  );
  await repo.insertCourierPricingRows(
    db,
    entries.flatMap((entry, i) =>
      entry.courierPricing.map((pricing) => ({ ...pricing, companyId: ids[i]! })),
    ),
  );
  return ids;
}

/**
 * Products may be added only once delivery costs are set (SPEC §5); the catalog's product
 * service calls this before it creates a product.
 */
export async function requireStoreConfigured(db: Executor, companyId: string) {
  if ((await repo.countCourierPricing(db, companyId)) === 0) {
    throw new AppError(400, 'STORE_NOT_CONFIGURED', 'storeNotConfigured');
  }
}

// The module's part of the dashboards (issue 20).
export * from './companies.stats.js';

/** The maker's vacation mode (issue 24): the return day and whether orders pause meanwhile. */
export async function getVacation(ctx: CompaniesCaller): Promise<Vacation> {
  const company = await requireOwnCompany(ctx);
  const away = awayOf(company, todayOf());
  return { until: away?.until ?? null, mode: away?.mode ?? null };
}

/** Starts, changes or (with no return day) ends the vacation; the return day is after today. */
export async function saveVacation(ctx: CompaniesCaller, body: unknown): Promise<Vacation> {
  const company = await requireOwnCompany(ctx);
  // Checked after the company: an admin (no company) is answered 404 whatever the body.
  const input: VacationInput = parseForm(VacationInputSchema, body, 'fillAllRequired');
  if (input.until !== null && input.until <= todayOf())
    throw new ValidationError({ until: 'vacationUntilPast' });
  await repo.updateCompany(ctx.db, company.id, {
    vacationUntil: input.until,
    vacationMode: input.until === null ? null : input.mode,
  });
  return { until: input.until, mode: input.until === null ? null : input.mode };
}
