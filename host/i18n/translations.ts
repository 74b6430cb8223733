import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type JedJson,
  jedJson,
  jsonFileName,
  LANGUAGES_DIR,
  templateReferences,
  TEXT_DOMAIN,
} from '../../scripts/i18n-json.mjs';
import { POT_PATH } from '../../scripts/i18n-pot.mjs';
import { scriptJson } from '../page/escape.ts';

/** The handles the plugin registers its two scripts under (wp_register_script), translations keyed by them. */
export const VISITOR_HANDLE = 'give-p2p';
export const ADMIN_HANDLE = 'give-p2p-admin';

/** Where the host serves @wordpress/i18n as WordPress's `wp-i18n` script (window.wp.i18n). */
export const WP_I18N_PATH = '/host-assets/wp-i18n.js';

export const DEFAULT_LOCALE = 'en_US';
const LOCALE = /^[A-Za-z]{2,3}(_[A-Za-z0-9]+)*$/;
export const isLocale = (value: string): boolean => LOCALE.test(value);

const cache = new Map<string, unknown>();

/**
 * The Jed JSON for a locale and handle, as load_script_textdomain() finds it:
 * `<dir>/give-peer-to-peer-<locale>-<handle>.json`; null without one (English needs none).
 */
export function scriptTranslations(locale: string, handle: string, dir = LANGUAGES_DIR): unknown {
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return null;
  const file = join(dir, jsonFileName(locale, handle));
  if (!cache.has(file)) cache.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  return cache.get(file) ?? null;
}

/**
 * Every translated string of a locale's .po, as Jed locale data: what the plugin's PHP reads from its .mo file
 * (load_plugin_textdomain), for the strings the server prints itself (admin menu, page headings, forms,
 * notices), whichever script handle's JSON also carries them. Null without a .po (English needs none). Stale and
 * fuzzy entries are left out, as the JSON build leaves them out.
 */
export function phpTranslations(locale: string, dir = LANGUAGES_DIR): JedJson | null {
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return null;
  const file = join(dir, `${TEXT_DOMAIN}-${locale}.po`);
  const key = `php:${file}`;
  if (!cache.has(key)) {
    let json: JedJson | null = null;
    if (existsSync(file)) {
      const references = templateReferences(readFileSync(POT_PATH, 'utf8'));
      json = jedJson(readFileSync(file, 'utf8'), locale, () => true, references);
    }
    cache.set(key, json);
  }
  return (cache.get(key) as JedJson | null | undefined) ?? null;
}

/** Forgets read files (after the host recompiles them). */
export const clearTranslationCache = (): void => cache.clear();

/**
 * What WordPress prints before a script that has translations (WP_Scripts::print_translations): the wp-i18n
 * script, then an inline script handing the locale data to wp.i18n.setLocaleData for the text domain. The inline
 * script carries the page's nonce, as every inline script under the strict CSP.
 */
export function translationScripts(translations: unknown, handle: string, nonce: string): string {
  if (!translations) return '';
  return [
    `<script src="${WP_I18N_PATH}" id="wp-i18n-js"></script>`,
    `<script nonce="${nonce}" id="${handle}-js-translations">`,
    '( function( domain, translations ) {',
    '\tvar localeData = translations.locale_data[ domain ] || translations.locale_data.messages;',
    '\tlocaleData[""].domain = domain;',
    '\twp.i18n.setLocaleData( localeData, domain );',
    `} )( ${scriptJson(TEXT_DOMAIN)}, ${scriptJson(translations)} );`,
    '</script>',
    '',
  ].join('\n');
}
