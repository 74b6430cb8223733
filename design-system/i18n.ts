import * as bundled from '@wordpress/i18n';

/** One text domain for every string the product shows, so WordPress translation files apply. */
export const TEXT_DOMAIN = 'give-peer-to-peer';

export interface I18nFunctions {
  __: (text: string, domain?: string) => string;
  _n: (single: string, plural: string, count: number, domain?: string) => string;
  sprintf: (format: string, ...args: Array<string | number>) => string;
}

let active: I18nFunctions = bundled;

/**
 * Uses the host page's `window.wp.i18n` when WordPress provides it (its translations are loaded there);
 * otherwise the bundled copy, which returns the English source text.
 */
export function setI18nSource(host: Partial<I18nFunctions> | undefined): void {
  if (host && typeof host.__ === 'function' && typeof host._n === 'function' && typeof host.sprintf === 'function') {
    active = host as I18nFunctions;
  }
}

export const __ = (text: string): string => active.__(text, TEXT_DOMAIN);
export const _n = (single: string, plural: string, count: number): string =>
  active._n(single, plural, count, TEXT_DOMAIN);
export const sprintf = (format: string, ...args: Array<string | number>): string => active.sprintf(format, ...args);
