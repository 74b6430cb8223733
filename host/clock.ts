/**
 * Donation times run on a virtual clock so that relative dates in the seeded data are stable:
 * the seed places every donation before SEED_EPOCH, and the clock starts at
 * max(SEED_EPOCH, newest donation) when the host starts, then advances in real time.
 * A fresh seed therefore always shows the same "3 hours ago" strings right after start.
 */
export const SEED_EPOCH = Date.UTC(2025, 5, 1, 12, 0, 0);

export interface Clock {
  now(): number;
  /** Restart the clock at this virtual time (used after a re-seed). */
  anchor(virtualStart: number): void;
}

export function virtualClock(virtualStart: number = SEED_EPOCH, realNow: () => number = Date.now): Clock {
  let start = virtualStart;
  let realStart = realNow();
  return {
    now: () => start + (realNow() - realStart),
    anchor(next) {
      start = next;
      realStart = realNow();
    },
  };
}

/** A clock frozen at one instant (tests). */
export function fixedClock(at: number = SEED_EPOCH): Clock {
  let t = at;
  return {
    now: () => t,
    anchor(next) {
      t = next;
    },
  };
}

const UNITS: ReadonlyArray<[number, string, string, Intl.RelativeTimeFormatUnit]> = [
  [365 * 86_400_000, 'year', 'years', 'year'],
  [30 * 86_400_000, 'month', 'months', 'month'],
  [7 * 86_400_000, 'week', 'weeks', 'week'],
  [86_400_000, 'day', 'days', 'day'],
  [3_600_000, 'hour', 'hours', 'hour'],
  [60_000, 'min', 'mins', 'minute'],
];

/**
 * WordPress human_time_diff() wording plus " ago" ("1 min ago", "3 hours ago", "2 weeks ago"). On a site in
 * another language WordPress prints its own translation of it; the reference host says the same in that
 * language through Intl ("vor 3 Minuten", "לפני 3 דקות", "לפני שעה").
 */
export function relativeDateString(at: number, now: number, locale = 'en_US'): string {
  const diff = Math.max(0, now - at);
  const [count, unit] = amountOfTime(diff);
  if (!locale.startsWith('en')) {
    const text = new Intl.RelativeTimeFormat(locale.replace('_', '-'), { numeric: 'auto' }).format(-count, unit);
    // ICU (Node's and Chromium's alike) adds the number in brackets where a language words one or two without it:
    // Hebrew "לפני שעה (1)", "לפני שעתיים (2)". The word already says how many, as WordPress's he_IL prints it.
    return text.replace(/\s*\(\d+\)/u, '');
  }
  if (count === 0) return 'just now';
  const words = UNITS.find(([, , , each]) => each === unit);
  const [one, many] = words ? [words[1], words[2]] : ['second', 'seconds'];
  return `${count} ${count === 1 ? one : many} ago`;
}

/** The largest unit the difference fills, rounded (0 seconds under one second). */
function amountOfTime(diff: number): [number, Intl.RelativeTimeFormatUnit] {
  if (diff < 1000) return [0, 'second'];
  if (diff < 60_000) return [Math.max(1, Math.round(diff / 1000)), 'second'];
  const [size, , , unit] = UNITS.find(([each]) => diff >= each) ?? [1000, '', '', 'second'];
  return [Math.max(1, Math.round(diff / size)), unit];
}
