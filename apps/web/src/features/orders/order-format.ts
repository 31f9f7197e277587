import type { Money } from '@kramik/contract';
import { formatMoney } from '../../lib/format';

export const money = (value: Money, locale: string) =>
  formatMoney(value.amount, value.currency, locale);

/** A moment in the viewer's locale and time zone, e.g. "Mar 4, 2026, 2:05 PM". */
export function formatDateTime(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A country code's name in the viewer's language, or the code when the browser has none. */
export function countryName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The commission percent as the locale writes it ("8 %" in Polish, "8%" in English). */
export function formatPercent(percent: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
