/** A day in milliseconds (daysLeft counts in them). */
const DAY = 24 * 3_600_000;

// Units from the largest down, in seconds: a time reads in the largest whole one ('3 hours ago', not '200 minutes').
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
 * How long ago, in the largest whole unit: '3 hours ago', 'yesterday', 'now' (Intl words it in the locale, so no
 * strings ship for it). A time a little in the future (clocks apart) reads as now rather than 'in 2 minutes'.
 */
export function timeAgo(time: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now.getTime() - time.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * When a gift was made, in words and in the site's language ('5 minutes ago', 'yesterday', 'vor 3 Tagen'), like the
 * host's own relative dates in the donations lists. '' for a missing or unreadable time.
 */
export function relativeTime(iso: string | null, now: number, locale: string): string {
  const time = parseTime(iso);
  return time ? timeAgo(time, new Date(now), locale) : '';
}

/**
 * Whole days until the campaign ends, counting today's part as a day (ends in 3 h: 1); 0 once it has ended; null
 * when the campaign has no end date (or an unreadable one), so the page says nothing about time.
 */
export function daysLeft(endDate: string | null, now: number): number | null {
  if (!endDate) return null;
  const end = Date.parse(endDate);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY));
}
