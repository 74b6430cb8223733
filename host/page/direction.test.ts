import { describe, expect, it } from 'vitest';
import { htmlLanguageAttributes } from './direction.ts';

describe('htmlLanguageAttributes', () => {
  it('prints lang in BCP 47 form and dir="rtl" for right-to-left languages, as WordPress does', () => {
    expect(htmlLanguageAttributes('en_US')).toBe('lang="en-US"');
    expect(htmlLanguageAttributes('de_DE')).toBe('lang="de-DE"');
    expect(htmlLanguageAttributes('he_IL')).toBe('lang="he-IL" dir="rtl"');
    expect(htmlLanguageAttributes('ar')).toBe('lang="ar" dir="rtl"');
    expect(htmlLanguageAttributes('fa_IR')).toBe('lang="fa-IR" dir="rtl"');
  });

  it('never prints a locale that is not one (it lands in an attribute)', () => {
    expect(htmlLanguageAttributes('he"><script>')).toBe('lang="en"');
    expect(htmlLanguageAttributes('')).toBe('lang="en"');
  });
});
