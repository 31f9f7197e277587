import { dateOfDay } from '@kramik/contract';

/** A calendar day (`YYYY-MM-DD`) as "2 December 2026" in the viewer's language, time-zone safe. */
export function formatDay(day: string, locale: string, style: 'long' | 'medium' = 'long') {
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(dateOfDay(day));
}
