import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Host } from '../context.ts';
import type { GiveP2PConfig } from '../page/config.ts';
import { DEFAULT_LOCALE, isLocale } from './translations.ts';

/**
 * The number and currency settings the plugin prints in window.GiveP2P for a site language (in WordPress they
 * come from GiveWP's currency settings; the demo picks what a site in that language would use).
 */
export type LocaleSettings = Pick<
  GiveP2PConfig,
  'locale' | 'currency' | 'currencySymbol' | 'currencyPosition' | 'thousandsSeparator' | 'decimalSeparator'
>;

const US: Omit<LocaleSettings, 'locale'> = {
  currency: 'USD',
  currencySymbol: '$',
  currencyPosition: 'before',
  thousandsSeparator: ',',
  decimalSeparator: '.',
};

const SETTINGS: Record<string, Omit<LocaleSettings, 'locale'>> = {
  en_US: US,
  de_DE: {
    currency: 'EUR',
    currencySymbol: '€',
    currencyPosition: 'after',
    thousandsSeparator: '.',
    decimalSeparator: ',',
  },
  he_IL: {
    currency: 'ILS',
    currencySymbol: '₪',
    currencyPosition: 'after',
    thousandsSeparator: ',',
    decimalSeparator: '.',
  },
};

export function localeSettings(locale: string): LocaleSettings {
  return { locale, ...(SETTINGS[locale] ?? US) };
}

/** With the test hooks, an e2e test picks a page's language with this cookie (as WordPress's per-user locale). */
export const LOCALE_COOKIE = 'p2p_test_locale';

/** The site language for a request: `--locale` (default en_US), or the test cookie under --test-hooks. */
export function requestLocale(host: Host, c: Context): string {
  const fromCookie = host.options.testHooks ? getCookie(c, LOCALE_COOKIE) : undefined;
  if (fromCookie && isLocale(fromCookie)) return fromCookie;
  return host.options.locale ?? DEFAULT_LOCALE;
}
