// Times from the host are ISO strings in UTC; the captain reads them in their own locale and time zone. `now` is
// passed in (never read here) so stories and tests render the same text on every run.

// One wording of relative times for the whole dashboard: the captain's table says it as the gift list does.
export { parseTime, timeAgo as relativeTime } from '../timeModel';

/** The calendar date in the locale: 'Nov 27, 2026', '27.11.2026'. */
export function calendarDate(time: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

/** Whether both fall on the same day of the reader's calendar. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
