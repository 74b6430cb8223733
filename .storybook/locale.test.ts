import { afterEach, describe, expect, it } from 'vitest';
import { compileTranslations } from '../scripts/i18n-json.mjs';
import { __, _x, formatNumber, sprintf } from '../design-system/i18n';
import { localeSettings } from '../host/i18n/locales';

// The Locale toolbar's strings (issue 14): Storybook compiles the .po files at start (main.ts); here the test does,
// before locale.ts is loaded, since its file list is fixed when the module is transformed.
compileTranslations();
const { loadStoryLocale, STORY_LOCALE_SETTINGS } = await import('./locale');

describe('the Storybook locale toolbar loads that language', () => {
  afterEach(() => loadStoryLocale('en_US'));

  it('de_DE: visitor and admin strings in German', async () => {
    await loadStoryLocale('de_DE');
    expect(__('Donate Now')).toBe('Jetzt spenden');
    expect(_x('Goal', 'amount')).toBe('Ziel');
    expect(formatNumber(1234)).toBe('1.234');
    expect(__('Approve selected')).not.toBe('Approve selected');
  });

  it('he_IL: Hebrew', async () => {
    await loadStoryLocale('he_IL');
    expect(__('Donate Now')).toBe('לתרומה עכשיו');
  });

  it('en_US: the English source, as the stories and their baselines have it', async () => {
    await loadStoryLocale('he_IL');
    await loadStoryLocale('en_US');
    expect(__('Donate Now')).toBe('Donate Now');
    expect(sprintf('%1$s of %2$s', '$1', '$2')).toBe('$1 of $2');
    expect(formatNumber(1234)).toBe('1,234');
  });
});

describe("the toolbar's money settings", () => {
  it.each(['de_DE', 'he_IL'])('%s: what the reference host prints for that language', (locale) => {
    const { currency: _currency, ...host } = localeSettings(locale);
    expect(STORY_LOCALE_SETTINGS[locale]).toEqual(host);
  });
});
