/** A count with the locale's grouping: 1,234. */
export function formatCount(value: number, locale: string): string {
  const safe = Number.isFinite(value) ? Math.round(value) : 0;
  try {
    return new Intl.NumberFormat(locale).format(safe);
  } catch {
    return new Intl.NumberFormat('en-US').format(safe);
  }
}

/** A percentage of goal, rounded down so it says 100% only when the goal is reached: '48%'. */
export function formatPercent(value: number): string {
  const safe = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  return `${safe}%`;
}
