// Times from the host are ISO strings in UTC; the captain reads them in their own locale and time zone. `now` is
// passed in (never read here) so stories and tests render the same text on every run.

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A parsed time, or null for text that is not one. */
export function parseTime(iso: string | null): Date | null {
  if (!iso) return null;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * How long ago, in the largest whole unit: '3 hours ago', 'yesterday', 'now' (Intl words it in the locale).
 * A time a little in the future (clocks apart) reads as now rather than 'in 2 minutes'.
 */
export function relativeTime(time: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now.getTime() - time.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The calendar date in the locale: 'Nov 27, 2026', '27.11.2026'. */
export function calendarDate(time: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

/** Whether both fall on the same day of the reader's calendar. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
