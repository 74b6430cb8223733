import { createI18n, type LocaleData } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '../../scripts/i18n-json.mjs';
import type { ApiCall } from '../api/call.ts';
import { requestLocale } from './locales.ts';
import { ADMIN_HANDLE, scriptTranslations } from './translations.ts';

export interface SiteText {
  __(text: string): string;
  _x(text: string, context: string): string;
}

interface JedFile {
  locale_data: Record<string, LocaleData>;
}

/**
 * The plugin's own PHP strings (the admin lists' status labels) in the site's language, as __() and _x() print
 * them in WordPress. The reference host has no PHP translations: it reads the same catalogue the admin script
 * gets, so the server's labels and the app's agree in every language.
 */
export function siteText(locale: string): SiteText {
  const file = scriptTranslations(locale, ADMIN_HANDLE) as JedFile | null;
  const data = file ? (file.locale_data[TEXT_DOMAIN] ?? file.locale_data.messages) : undefined;
  const i18n = createI18n(data, TEXT_DOMAIN);
  return {
    __: (text) => i18n.__(text, TEXT_DOMAIN),
    _x: (text, context) => i18n._x(text, context, TEXT_DOMAIN),
  };
}

/** The site's text for an API call, in the language its request asks for (the site's, or the test cookie's). */
export const callText = (call: ApiCall): SiteText => siteText(requestLocale(call.host, call.c));
