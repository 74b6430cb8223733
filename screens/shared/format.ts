// Counts and percentages in the site's locale: the browser's Intl knows every locale's digits, grouping and
// percent sign placement, so no locale data ships with the app. `locale` is the host's locale as toIntlLocale
// returns it, a tag Intl has already accepted, so no fallback is needed here (bytes on the first screen).
// Money is not here: it follows the host's own currency settings (design-system formatMoney).

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

/** A whole count with the locale's grouping: '1,234' (en-US), '1.234' (de-DE). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(Number.isFinite(value) ? Math.round(value) : 0);
}

/**
 * A percentage of goal, rounded down so it says 100% only when the goal is reached: '48%' (en-US, he-IL),
 * '48 %' (de-DE, with a no-break space).
 */
export function formatPercent(value: number, locale: string): string {
  const safe = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  return numberFormat(locale, { style: 'percent' }).format(safe / 100);
}
