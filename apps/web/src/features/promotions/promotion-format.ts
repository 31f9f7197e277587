import type { Coupon } from '@kramik/contract';
import { formatMoney } from '../../lib/format';

/** A `datetime-local` field's value (the viewer's time zone) as ISO 8601, or null when empty. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a `datetime-local` value in the viewer's time zone (minutes). */
export function isoToLocalInput(iso: string | Date): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What a coupon takes off: "10 %" or "€5.00". */
export function couponValueText(
  coupon: Pick<Coupon, 'kind' | 'value' | 'currency'>,
  locale: string,
) {
  return coupon.kind === 'percent'
    ? new Intl.NumberFormat(locale, { style: 'percent' }).format(coupon.value / 100)
    : formatMoney(coupon.value, coupon.currency, locale);
}

/** A money field's text (`12.50`, `12,50`) in minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** A date and time in the viewer's locale. */
export function formatDateTime(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
