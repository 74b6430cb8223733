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

const UNITS: ReadonlyArray<[number, string, string]> = [
  [365 * 86_400_000, 'year', 'years'],
  [30 * 86_400_000, 'month', 'months'],
  [7 * 86_400_000, 'week', 'weeks'],
  [86_400_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'min', 'mins'],
];

/** WordPress human_time_diff() wording plus " ago" ("1 min ago", "3 hours ago", "2 weeks ago"). */
export function relativeDateString(at: number, now: number): string {
  const diff = Math.max(0, now - at);
  if (diff < 60_000) {
    const s = Math.max(1, Math.round(diff / 1000));
    return diff < 1000 ? 'just now' : `${s} ${s === 1 ? 'second' : 'seconds'} ago`;
  }
  for (const [size, one, many] of UNITS) {
    if (diff >= size) {
      const n = Math.max(1, Math.round(diff / size));
      return `${n} ${n === 1 ? one : many} ago`;
    }
  }
  return 'just now';
}
