import { createI18n, sprintf } from '@wordpress/i18n';
import { setI18nSource, setNumberLocale, TEXT_DOMAIN } from '../design-system/i18n';
import type { ToolbarLocaleSettings } from '../screens/app/testing/toolbarLocale';

type Messages = Parameters<typeof createI18n>[0];

/**
 * The Jed JSON the plugin ships per script handle (visitor `give-p2p`, admin `give-p2p-admin`), compiled from the
 * .po files when Storybook starts (main.ts). Loaded on demand: an English story loads none.
 */
const files = import.meta.glob<{ locale_data: { messages: Messages } }>(
  '../languages/give-peer-to-peer-*-give-p2p*.json',
  { import: 'default' },
);

/**
 * Points the design system's `__`/`_n`/`_x`/`sprintf` at the toolbar's locale, as WordPress's wp.i18n with
 * setLocaleData would: both handles' strings, so visitor and admin stories translate. en_US (or a locale without
 * files) gets an i18n with no data, which returns the English source exactly as the default does.
 */
export async function loadStoryLocale(locale: string): Promise<void> {
  const messages: NonNullable<Messages> = {};
  for (const [path, load] of Object.entries(files)) {
    if (
      locale === 'en_US' ||
      (!path.endsWith(`-${locale}-give-p2p.json`) && !path.endsWith(`-${locale}-give-p2p-admin.json`))
    )
      continue;
    Object.assign(messages, (await load()).locale_data.messages);
  }
  const i18n = createI18n(messages, TEXT_DOMAIN);
  setI18nSource({ __: i18n.__, _n: i18n._n, _x: i18n._x, sprintf });
  // Page and step numbers and counts as the locale writes them (WordPress's 'de_DE' is Intl's 'de-DE').
  setNumberLocale(locale.replace('_', '-'));
}

/**
 * The money settings a site in each toolbar language prints, as the reference host's `--locale` does
 * (host/i18n/locales.ts; locale.test.ts keeps the two equal). en_US is the fixtures' own and needs none.
 */
export const STORY_LOCALE_SETTINGS: Readonly<Record<string, ToolbarLocaleSettings>> = {
  de_DE: {
    locale: 'de_DE',
    currencySymbol: '€',
    currencyPosition: 'after',
    thousandsSeparator: '.',
    decimalSeparator: ',',
  },
  he_IL: {
    locale: 'he_IL',
    currencySymbol: '₪',
    currencyPosition: 'after',
    thousandsSeparator: ',',
    decimalSeparator: '.',
  },
};
