/**
 * Kept `Intl` formatters: making one costs tens of microseconds (the locale's data is looked up
 * and compiled each time), using a kept one a fraction of a microsecond. A mail or a product page
 * formats prices and dates on every send and every request. The keys are few: six locales, the
 * shop's currencies.
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** An amount in minor units (cents, grosze) as the locale writes money in `currency`. */
export function formatCurrency(locale: string, currency: string, minorUnits: number) {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
}

/** A date as the locale writes it in full ("29 November 2026"). */
export function formatLongDate(locale: string, date: Date) {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDateFormats.set(locale, format);
  }
  return format.format(date);
}
