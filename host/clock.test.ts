import { describe, expect, it } from 'vitest';
import { relativeDateString } from './clock.ts';

const now = Date.UTC(2025, 5, 1, 12);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// 1, 2 and 3 of each unit, as a reader of that language would write them: Hebrew has its own words for one and two
// (שעה, שעתיים) where ICU adds the number in brackets ("לפני שעה (1)"); WordPress's he_IL prints no brackets either.
const cases: ReadonlyArray<[string, number, readonly [string, string, string]]> = [
  ['he_IL', 1000, ['לפני שנייה', 'לפני שתי שניות', 'לפני 3 שניות']],
  ['he_IL', MINUTE, ['לפני דקה', 'לפני 2 דקות', 'לפני 3 דקות']],
  ['he_IL', HOUR, ['לפני שעה', 'לפני שעתיים', 'לפני 3 שעות']],
  ['he_IL', DAY, ['אתמול', 'שלשום', 'לפני 3 ימים']],
  ['he_IL', WEEK, ['השבוע שעבר', 'לפני שבועיים', 'לפני 3 שבועות']],
  ['he_IL', MONTH, ['החודש שעבר', 'לפני חודשיים', 'לפני 3 חודשים']],
  ['he_IL', YEAR, ['השנה שעברה', 'לפני שנתיים', 'לפני 3 שנים']],
  ['de_DE', 1000, ['vor 1 Sekunde', 'vor 2 Sekunden', 'vor 3 Sekunden']],
  ['de_DE', MINUTE, ['vor 1 Minute', 'vor 2 Minuten', 'vor 3 Minuten']],
  ['de_DE', HOUR, ['vor 1 Stunde', 'vor 2 Stunden', 'vor 3 Stunden']],
  ['de_DE', DAY, ['gestern', 'vorgestern', 'vor 3 Tagen']],
  ['de_DE', WEEK, ['letzte Woche', 'vor 2 Wochen', 'vor 3 Wochen']],
  ['de_DE', MONTH, ['letzten Monat', 'vor 2 Monaten', 'vor 3 Monaten']],
  ['de_DE', YEAR, ['letztes Jahr', 'vor 2 Jahren', 'vor 3 Jahren']],
];

describe('relativeDateString in other languages', () => {
  it.each(
    cases.flatMap(([locale, unit, texts]) => texts.map((text, index) => [locale, (index + 1) * unit, text] as const)),
  )('in %s, %i ms before now is "%s"', (locale, ago, text) =>
    expect(relativeDateString(now - ago, now, locale)).toBe(text),
  );
});
