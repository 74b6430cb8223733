const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a gift was made, in words and in the site's language ('5 minutes ago', 'yesterday', 'vor 3 Tagen'), like the
 * host's own relative dates in the donations lists. Intl knows every locale's wording, so no strings ship for it.
 * '' for a missing or unreadable time.
 */
export function relativeTime(iso: string | null, now: number, locale: string): string {
  if (!iso) return '';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return format.format(-Math.floor(elapsed / (7 * DAY)), 'week');
  if (elapsed < 365 * DAY) return format.format(-Math.floor(elapsed / (30 * DAY)), 'month');
  return format.format(-Math.floor(elapsed / (365 * DAY)), 'year');
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
