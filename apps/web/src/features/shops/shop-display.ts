import { WEEKDAYS, type OpeningInterval, type Weekday } from '@kramik/contract';

/**
 * The weekday's name in the viewer's language (1 January 2024 was a Monday); as a label it starts
 * with a capital ("Wtorek"), inside a sentence it keeps the language's own case ("wtorek").
 */
export function weekdayName(day: Weekday, locale: string, asLabel = true) {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return asLabel ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/** "09:00–13:00, 14:00–18:00". */
export function formatIntervals(intervals: readonly OpeningInterval[]) {
  return intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ');
}

/** The viewer's own time zone, to tell whether a shop's hours are in another one. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Street on the first line, postal code and city, then the country. */
export function addressLines(
  shop: { street: string; postalCode: string; city: string },
  country: string,
): string[] {
  return [shop.street, `${shop.postalCode} ${shop.city}`.trim(), country].filter(Boolean);
}
