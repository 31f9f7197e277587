// Intl formatters are costly to make (a catalog page formats 50 prices, on the server and again
// while hydrating): one per locale and currency, kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function moneyFormat(currency: string, locale: string) {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats integer minor units in the viewer's locale, e.g. 1250 EUR → "€12.50" in en-US. */
export function formatMoney(amount: number, currency: string, locale: string) {
  return moneyFormat(currency, locale).format(amount / 100);
}

/** The currency's sign as the viewer's locale writes it, e.g. "€" for EUR in en-US. */
export function currencySymbol(currency: string, locale: string) {
  return (
    moneyFormat(currency, locale)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export function formatDate(iso: string, locale: string) {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const oneDecimalFormats = new Map<string, Intl.NumberFormat>();

/** A number with exactly one decimal in the viewer's locale, e.g. a rating: 4.6, "4,6" in pl-PL. */
export function formatOneDecimal(value: number, locale: string) {
  let format = oneDecimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    oneDecimalFormats.set(locale, format);
  }
  return format.format(value);
}
