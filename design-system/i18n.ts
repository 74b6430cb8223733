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
 * as a dependency, and translations are loaded there); otherwise English.
 */
export function setI18nSource(host: Partial<I18nFunctions> | undefined): void {
  if (
    host &&
    typeof host.__ === 'function' &&
    typeof host._n === 'function' &&
    typeof host._x === 'function' &&
    typeof host.sprintf === 'function'
  ) {
    active = host as I18nFunctions;
  }
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
