import {
  isValidEan13,
  LOCALES,
  MAX_DELIVERY_DAYS,
  MAX_MAKING_DAYS,
  MAX_PRODUCT_PRICE,
  MAX_WEEKLY_CAPACITY,
  MIN_MAKING_DAYS,
  MIN_WEEKLY_CAPACITY,
  MAX_PRODUCT_QUANTITY,
  MIN_DELIVERY_DAYS,
  MIN_PRODUCT_PRICE,
  type Locale,
  type ProductCondition,
  type ProductInput,
  type SellerProduct,
  type ValidationKey,
} from '@kramik/contract';
import { moneyInput, parseMoney } from '../../lib/money-input';

/** The texts of one language version, in the order the form shows them. */
export const VERSION_FIELDS = ['name', 'description', 'action', 'howToUse', 'composition'] as const;
export type VersionField = (typeof VERSION_FIELDS)[number];

export type VersionValues = { locale: Locale } & Record<VersionField, string>;

/** The product form as typed: amounts and counts stay text until they are checked. */
export interface ProductFormValues {
  versions: VersionValues[];
  /** In major units of the currency, e.g. "12.50". */
  price: string;
  specialOffer: boolean;
  categoryId: string;
  /** Empty: no subcategory. */
  subcategoryId: string;
  condition: ProductCondition;
  erpCode: string;
  ean: string;
  index: string;
  quantity: string;
  deliveryDays: string;
  /** Made after the order (issue 24): making days and pieces a week, typed as text. */
  madeToOrder: boolean;
  makingDays: string;
  weeklyCapacity: string;
}

export function emptyVersion(locale: Locale): VersionValues {
  return { locale, name: '', description: '', action: '', howToUse: '', composition: '' };
}

/** A new product starts with one version in the seller's interface language. */
export function newProductValues(locale: Locale): ProductFormValues {
  return {
    versions: [emptyVersion(locale)],
    price: '',
    specialOffer: false,
    categoryId: '',
    subcategoryId: '',
    condition: 'new',
    erpCode: '',
    ean: '',
    index: '',
    quantity: '',
    deliveryDays: '',
    madeToOrder: false,
    makingDays: '',
    weeklyCapacity: '',
  };
}

function isLocale(tag: string): tag is Locale {
  return (LOCALES as readonly string[]).includes(tag);
}

/** The saved product as the edit form shows it. */
export function productValues(product: SellerProduct): ProductFormValues {
  return {
    versions: product.versions
      .filter((v): v is typeof v & { locale: Locale } => isLocale(v.locale))
      .map((v) => ({
        locale: v.locale,
        name: v.name,
        description: v.description,
        action: v.action,
        howToUse: v.howToUse,
        composition: v.composition,
      })),
    price: moneyInput(product.priceAmount),
    specialOffer: product.specialOffer,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId ?? '',
    condition: product.condition,
    erpCode: product.erpCode ?? '',
    ean: product.ean ?? '',
    index: product.index ?? '',
    quantity: String(product.quantity),
    deliveryDays: String(product.deliveryDays),
    madeToOrder: product.madeToOrder ?? false,
    makingDays: product.makingDays ? String(product.makingDays) : '',
    weeklyCapacity: product.weeklyCapacity ? String(product.weeklyCapacity) : '',
  };
}

/** The languages that have no version yet, in the interface's order. */
export function unusedLocales(versions: readonly { locale: Locale }[]): Locale[] {
  return LOCALES.filter((locale) => !versions.some((v) => v.locale === locale));
}

/** A field's problem: a `validation.*` key and its placeholders. */
export interface FieldProblem {
  key: ValidationKey;
  params?: Record<string, string>;
}

export type ProductFormProblems = Record<string, FieldProblem>;

function wholeNumber(text: string, min: number, max: number): number | FieldProblem {
  const clean = text.trim();
  if (!clean) return { key: 'required' };
  if (!/^\d+$/.test(clean)) return { key: 'invalid' };
  const value = Number(clean);
  return value < min || value > max ? { key: 'invalid' } : value;
}

/**
 * Checks the form before it is sent and builds the payload of `POST`/`PUT /api/seller/products`.
 * Problems are keyed by the form's field names (`versions.2.name`, `price`, …); a version
 * without a name gets the spec's "no name for version … Fix it !" with its locale tag, as the
 * server words it.
 */
export function checkProductForm(
  values: ProductFormValues,
):
  | { payload: ProductInput; problems?: undefined }
  | { payload?: undefined; problems: ProductFormProblems } {
  const problems: ProductFormProblems = {};
  if (values.versions.length === 0) problems.versions = { key: 'versionsRequired' };
  const seen = new Set<Locale>();
  values.versions.forEach((version, i) => {
    if (seen.has(version.locale)) problems[`versions.${i}.locale`] = { key: 'versionDuplicate' };
    seen.add(version.locale);
    if (!version.name.trim()) {
      problems[`versions.${i}.name`] = {
        key: 'versionNameMissing',
        params: { version: version.locale },
      };
    }
  });

  let priceAmount = 0;
  if (!values.price.trim()) problems.price = { key: 'required' };
  else {
    const parsed = parseMoney(values.price);
    if (parsed === null) problems.price = { key: 'invalid' };
    else if (parsed < MIN_PRODUCT_PRICE || parsed > MAX_PRODUCT_PRICE)
      problems.price = { key: 'priceRange' };
    else priceAmount = parsed;
  }

  if (!values.categoryId) problems.categoryId = { key: 'required' };

  const ean = values.ean.replace(/\s/g, '');
  if (ean && !isValidEan13(ean)) problems.ean = { key: 'eanFormat' };

  const quantity = wholeNumber(values.quantity, 0, MAX_PRODUCT_QUANTITY);
  if (typeof quantity !== 'number') problems.quantity = quantity;
  const deliveryDays = wholeNumber(values.deliveryDays, MIN_DELIVERY_DAYS, MAX_DELIVERY_DAYS);
  if (typeof deliveryDays !== 'number') problems.deliveryDays = deliveryDays;
  // A made-to-order piece needs its making days and weekly capacity (the server says the same).
  const range = (text: string, min: number, max: number, key: FieldProblem['key']) => {
    const value = wholeNumber(text, min, max);
    return typeof value === 'number' || value.key === 'required' ? value : { key };
  };
  const makingDays = values.madeToOrder
    ? range(values.makingDays, MIN_MAKING_DAYS, MAX_MAKING_DAYS, 'makingDaysRange')
    : null;
  const weeklyCapacity = values.madeToOrder
    ? range(values.weeklyCapacity, MIN_WEEKLY_CAPACITY, MAX_WEEKLY_CAPACITY, 'weeklyCapacityRange')
    : null;
  if (makingDays !== null && typeof makingDays !== 'number') problems.makingDays = makingDays;
  if (weeklyCapacity !== null && typeof weeklyCapacity !== 'number')
    problems.weeklyCapacity = weeklyCapacity;

  if (
    Object.keys(problems).length > 0 ||
    typeof quantity !== 'number' ||
    typeof deliveryDays !== 'number' ||
    (makingDays !== null && typeof makingDays !== 'number') ||
    (weeklyCapacity !== null && typeof weeklyCapacity !== 'number')
  ) {
    return { problems };
  }
  return {
    payload: {
      versions: values.versions.map((v) => ({
        locale: v.locale,
        name: v.name.trim(),
        description: v.description.trim(),
        action: v.action.trim(),
        howToUse: v.howToUse.trim(),
        composition: v.composition.trim(),
      })),
      priceAmount,
      specialOffer: values.specialOffer,
      categoryId: values.categoryId,
      subcategoryId: values.subcategoryId || null,
      condition: values.condition,
      erpCode: values.erpCode.trim() || null,
      ean: ean || null,
      index: values.index.trim() || null,
      quantity,
      deliveryDays,
      madeToOrder: values.madeToOrder,
      makingDays,
      weeklyCapacity,
    },
  };
}

/**
 * The problem the notification names: the first version without a name (the spec's message), else
 * "Please fill in all required fields" when something required is empty, else none (the fields
 * say it).
 */
export function headlineProblem(problems: ProductFormProblems): FieldProblem | null {
  const unnamed = Object.entries(problems)
    .filter(([field, p]) => /^versions\.\d+\.name$/.test(field) && p.key === 'versionNameMissing')
    .sort(([a], [b]) => versionIndex(a) - versionIndex(b))[0];
  if (unnamed) return unnamed[1];
  if (problems.versions) return problems.versions;
  if (Object.values(problems).some((p) => p.key === 'required')) return { key: 'fillAllRequired' };
  return null;
}

/** The index of the version a field belongs to (`versions.2.name` → 2), else -1. */
export function versionIndex(field: string): number {
  const match = /^versions\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : -1;
}

/** The server's field names mapped onto the form's (`priceAmount` is typed as `price`). */
export function formFieldOf(serverField: string): string {
  return serverField === 'priceAmount' ? 'price' : serverField;
}

/** The field messages after version `removed` is taken out: later versions move up by one. */
export function withoutVersion<T>(
  errors: Partial<Record<string, T>>,
  removed: number,
): Partial<Record<string, T>> {
  const out: Partial<Record<string, T>> = {};
  for (const [field, value] of Object.entries(errors)) {
    const i = versionIndex(field);
    if (i === removed) continue;
    const moved = i > removed ? field.replace(/^versions\.\d+\./, `versions.${i - 1}.`) : field;
    out[moved] = value;
  }
  return out;
}
