import { createI18n, type LocaleData, type TransformedText } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '../../scripts/i18n-json.mjs';
import type { ApiCall } from '../api/call.ts';
import { requestLocale } from './locales.ts';
import { phpTranslations } from './translations.ts';

/**
 * The plugin's PHP strings as its templates print them: `__()`, `_x()` and `_n()` of the text domain. The host
 * files calling these (as `text.__('…')`) are read by the template's extractor (scripts/i18n-pot.mjs), so their
 * strings are in the .pot and the .po files like the apps' strings.
 */
export interface SiteText {
  __<T extends string>(text: T): TransformedText<T>;
  _x<T extends string>(text: T, context: string): TransformedText<T>;
  _n<S extends string, P extends string>(single: S, plural: P, count: number): TransformedText<S | P>;
}

/**
 * The plugin's own PHP strings (admin menu, page headings, forms, notices, the admin lists' status labels) in
 * the site's language, as __() and _x() print them in WordPress from the plugin's .mo file. The reference host
 * has no .mo: it reads the same .po files, every entry, so the server's text and the apps' agree in every
 * language.
 */
export function siteText(locale: string): SiteText {
  const file = phpTranslations(locale);
  const i18n = createI18n(file?.locale_data.messages as LocaleData | undefined, TEXT_DOMAIN);
  return {
    __: (text) => i18n.__(text, TEXT_DOMAIN),
    _x: (text, context) => i18n._x(text, context, TEXT_DOMAIN),
    _n: (single, plural, count) => i18n._n(single, plural, count, TEXT_DOMAIN),
  };
}

/** The site's text for an API call, in the language its request asks for (the site's, or the test cookie's). */
export const callText = (call: ApiCall): SiteText => siteText(requestLocale(call.host, call.c));
