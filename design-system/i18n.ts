import tanninSprintf from '@tannin/sprintf';

/** One text domain for every string the product shows, so WordPress translation files apply. */
export const TEXT_DOMAIN = 'give-peer-to-peer';

export interface I18nFunctions {
  __: (text: string, domain?: string) => string;
  _n: (single: string, plural: string, count: number, domain?: string) => string;
  _x: (text: string, context: string, domain?: string) => string;
  sprintf: (format: string, ...args: Array<string | number>) => string;
}

/**
 * Without WordPress (demo host, Storybook, tests) the source text is the English text: `__` returns it, `_n`
 * applies the English plural rule, and printf formatting uses the same engine as @wordpress/i18n (Tannin's).
 * Shipping @wordpress/i18n itself only to return English cost 4.5 KB gzip of the first-load budget.
 */
// Tannin's types infer the arguments from a literal format string; formats here arrive translated, at run time.
const printf = tanninSprintf as (format: string, args: Array<string | number>) => string;

const english: I18nFunctions = {
  __: (text) => text,
  _n: (single, plural, count) => (count === 1 ? single : plural),
  _x: (text) => text,
  sprintf: (format, ...args) => printf(format, args),
};

let active: I18nFunctions = english;

/**
 * Uses the host page's `window.wp.i18n` when WordPress provides it (the plugin declares the `wp-i18n` script
 * as a dependency, and translations are loaded there); otherwise (none, or one missing a function) English, also
 * when another source was set before: tests sharing one module instance reset to English this way.
 */
export function setI18nSource(host: Partial<I18nFunctions> | undefined): void {
  active =
    host &&
    typeof host.__ === 'function' &&
    typeof host._n === 'function' &&
    typeof host._x === 'function' &&
    typeof host.sprintf === 'function'
      ? (host as I18nFunctions)
      : english;
}

export const __ = (text: string): string => active.__(text, TEXT_DOMAIN);
export const _n = (single: string, plural: string, count: number): string =>
  active._n(single, plural, count, TEXT_DOMAIN);
/**
 * A word whose translation depends on its use ("Raised" as a stat label, "Team" as a column): the context tells
 * the translation apart and is part of its key in the template. Keep contexts short (they ship in the bundle);
 * explain more in a `translators:` comment, which does not.
 */
export const _x = (text: string, context: string): string => active._x(text, context, TEXT_DOMAIN);
export const sprintf = (format: string, ...args: Array<string | number>): string => active.sprintf(format, ...args);

/**
 * A number or amount interpolated into a translated sentence (`sprintf(__('raised of %s goal'), ltr(goal))`), kept
 * left to right on a right-to-left page: Unicode isolates (LRI … PDI) around it, so '1.234 €' or '1 - 9' is not
 * reordered by the Hebrew words around it and does not reorder them. The page's `<html dir>` decides, as it
 * decides the layout: on a left-to-right page the value is returned as is, since nothing there can reorder it.
 */
// `document.dir` reflects `<html dir>`; optional for code that runs without a DOM.
export const ltr = (value: string): string => (globalThis.document?.dir === 'rtl' ? `\u2066${value}\u2069` : value);

/*
 * Numbers the design system writes itself (page and step numbers, counts, a percentage for screen readers) in
 * the site's locale: '1.234' on a German site. The app's entry sets the locale once from the host's settings, as
 * it sets the i18n source; until then (tests, an outside admin screen that never calls it) numbers are en-US,
 * matching the English source text. Intl knows every locale's digits and grouping, so nothing ships for it.
 */
let numberFormats = {
  count: new Intl.NumberFormat('en-US'),
  percent: new Intl.NumberFormat('en-US', { style: 'percent' }),
};

/** `locale`: a BCP 47 tag ('de-DE'); one Intl does not know leaves the current locale in place. */
export function setNumberLocale(locale: string): void {
  try {
    numberFormats = {
      count: new Intl.NumberFormat(locale),
      percent: new Intl.NumberFormat(locale, { style: 'percent' }),
    };
  } catch {
    // A malformed tag throws RangeError: keep what was there rather than fail the page.
  }
}

/** A whole number with the locale's digits and grouping ('1,234', '1.234'); not finite counts as 0. */
export const formatNumber = (value: number): string =>
  numberFormats.count.format(Number.isFinite(value) ? Math.round(value) : 0);

/** A percentage rounded down, so it says 100% only when complete: '48%' (en-US), '48 %' (de-DE). */
export const formatPercentage = (value: number): string =>
  numberFormats.percent.format((Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0) / 100);
