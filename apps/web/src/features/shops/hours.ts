import {
  OpeningHoursSchema,
  VALIDATION_KEYS,
  WEEKDAYS,
  type OpeningHours,
  type OpeningInterval,
  type ValidationKey,
  type Weekday,
} from '@kramik/contract';

/**
 * The opening-hours editor's state: a day keeps its intervals while it is switched to closed, so
 * switching it back restores them. The payload sends a closed day as no intervals.
 */
export interface DayDraft {
  open: boolean;
  intervals: OpeningInterval[];
}
export type HoursDraft = Record<Weekday, DayDraft>;

export const DEFAULT_INTERVAL: OpeningInterval = { open: '09:00', close: '17:00' };

/** Monday to Friday, the days "Copy to workdays" fills. */
export const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function mapDays(make: (day: Weekday) => DayDraft): HoursDraft {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, make(day)])) as HoursDraft;
}

/** A new shop: Monday to Friday 09:00–17:00, the weekend closed (the seller adjusts). */
export function defaultHoursDraft(): HoursDraft {
  return mapDays((day) =>
    WORKDAYS.includes(day)
      ? { open: true, intervals: [{ ...DEFAULT_INTERVAL }] }
      : { open: false, intervals: [] },
  );
}

export function hoursToDraft(hours: OpeningHours): HoursDraft {
  return mapDays((day) => {
    const intervals = (hours[day] ?? []).map((interval) => ({ ...interval }));
    return { open: intervals.length > 0, intervals };
  });
}

/** What the server takes: every day, closed days as `[]`, times tidied (`9:00` → `09:00`). */
export function draftToHours(draft: HoursDraft): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      draft[day].open
        ? draft[day].intervals.map((interval) => ({
            open: normalizeTime(interval.open),
            close: normalizeTime(interval.close),
          }))
        : [],
    ]),
  ) as OpeningHours;
}

/**
 * Reads what people type for a time: `9`, `930`, `0930`, `9:30`, `9.30`, `9h30` → `09:30`.
 * Anything else comes back trimmed and unchanged, for the format check to name.
 */
export function normalizeTime(input: string): string {
  const text = input.trim();
  // Three digits such as "930" read as 9:30: the minutes always take the last two.
  const match = /^(\d{1,2})(?:[:.hH]?(\d{2}))?$/.exec(text);
  if (!match) return text;
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute !== 0)) return text;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function toMinutes(time: string) {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

function fromMinutes(minutes: number) {
  const clamped = Math.max(0, Math.min(minutes, 24 * 60));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The interval "Add hours" proposes: an hour after the day's last one closes, three hours long. */
export function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const last = intervals.at(-1);
  if (!last || !CLOCK.test(normalizeTime(last.close))) return { ...DEFAULT_INTERVAL };
  const end = toMinutes(normalizeTime(last.close));
  if (end >= 23 * 60) return { open: fromMinutes(end), close: '24:00' };
  const start = end + 60;
  return { open: fromMinutes(start), close: fromMinutes(start + 180) };
}

export function setDayOpen(draft: HoursDraft, day: Weekday, open: boolean): HoursDraft {
  const current = draft[day];
  const intervals =
    open && current.intervals.length === 0 ? [{ ...DEFAULT_INTERVAL }] : current.intervals;
  return { ...draft, [day]: { open, intervals } };
}

export function addInterval(draft: HoursDraft, day: Weekday): HoursDraft {
  const current = draft[day];
  return {
    ...draft,
    [day]: { open: true, intervals: [...current.intervals, nextInterval(current.intervals)] },
  };
}

/** Removing a day's only interval closes the day. */
export function removeInterval(draft: HoursDraft, day: Weekday, index: number): HoursDraft {
  const intervals = draft[day].intervals.filter((_, i) => i !== index);
  return { ...draft, [day]: { open: intervals.length > 0, intervals } };
}

export function changeInterval(
  draft: HoursDraft,
  day: Weekday,
  index: number,
  field: keyof OpeningInterval,
  value: string,
): HoursDraft {
  const intervals = draft[day].intervals.map((interval, i) =>
    i === index ? { ...interval, [field]: value } : interval,
  );
  return { ...draft, [day]: { ...draft[day], intervals } };
}

/** Gives the days `to` the hours of `from` (e.g. Monday's hours to every workday). */
export function copyDay(draft: HoursDraft, from: Weekday, to: readonly Weekday[]): HoursDraft {
  const source = draft[from];
  const next = { ...draft };
  for (const day of to) {
    if (day === from) continue;
    next[day] = { open: source.open, intervals: source.intervals.map((i) => ({ ...i })) };
  }
  return next;
}

/** Field key of one time, as the server names it in `fields`: `hours.tue.0.close`. */
export function hoursFieldKey(day: Weekday, index: number, field: keyof OpeningInterval) {
  return `hours.${day}.${index}.${field}`;
}

function isValidationKey(message: string): message is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message);
}

/**
 * The same checks as the server (one schema): wrong format, closing before opening, intervals of
 * one day overlapping. Keys are `hours.<day>.<index>.<open|close>`, values validation keys.
 */
export function checkHours(hours: OpeningHours): Record<string, ValidationKey> {
  const result = OpeningHoursSchema.safeParse(hours);
  const errors: Record<string, ValidationKey> = {};
  if (result.success) return errors;
  // A badly written time also compares wrongly; its day shows only the format message.
  const badFormat = new Set(
    result.error.issues.filter((i) => i.message === 'hoursFormat').map((i) => i.path[0]),
  );
  for (const issue of result.error.issues) {
    if (issue.message !== 'hoursFormat' && badFormat.has(issue.path[0])) continue;
    const key = ['hours', ...issue.path.map(String)].join('.');
    errors[key] ??= isValidationKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
