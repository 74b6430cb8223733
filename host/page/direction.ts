/** Languages written right to left, as WordPress's is_rtl() knows them from its locale files. */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ary',
  'azb',
  'ckb',
  'dv',
  'fa',
  'haz',
  'he',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/**
 * The `<html>` attributes WordPress prints for a locale (language_attributes()): `lang` in BCP 47 form
 * ('he_IL' → 'he-IL') and `dir="rtl"` for a right-to-left language. The app mirrors from that attribute alone.
 */
export function htmlLanguageAttributes(locale: string): string {
  // A locale is letters, digits and separators ('en_US', 'de_DE_formal'); anything else falls back to English.
  const lang = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]+)*$/.test(locale) ? locale.replace(/_/g, '-') : 'en';
  const language = (lang.split('-')[0] ?? '').toLowerCase();
  return RTL_LANGUAGES.has(language) ? `lang="${lang}" dir="rtl"` : `lang="${lang}"`;
}
