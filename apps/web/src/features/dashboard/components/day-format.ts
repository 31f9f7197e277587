// The dashboards' days are UTC days (`YYYY-MM-DD`): shown as such in every viewer's time zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** "28 Nov" / "28.11.": a short day of the chart's axis. */
export const shortDay = (day: string, locale: string) =>
  formatOf(locale, { day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));

/** "28 Nov 2026": a day in a table. */
export const longDay = (day: string, locale: string) =>
  formatOf(locale, { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));
