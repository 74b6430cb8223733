import { describe, expect, it } from 'vitest';
import { relativeDateString } from '../clock.ts';
import { escapeHtml, scriptJson } from './escape.ts';
import { matchRoute } from './routes.ts';

describe('escapeHtml', () => {
  it.each([
    [`'"></div><script>`, '&#39;&quot;&gt;&lt;/div&gt;&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    ['plain', 'plain'],
  ])('%s', (input, output) => expect(escapeHtml(input)).toBe(output));
});

describe('scriptJson', () => {
  it.each([['</script><script>alert(1)</script>'], ['<!-- x -->'], ['a\u2028b\u2029c'], [']]>&']])(
    'keeps %j parseable and inert',
    (text) => {
      const out = scriptJson({ text });
      expect(out).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(out)).toEqual({ text });
    },
  );
});

describe('relativeDateString', () => {
  const now = Date.UTC(2025, 5, 1, 12);
  it.each([
    [0, 'just now'],
    [5_000, '5 seconds ago'],
    [60_000, '1 min ago'],
    [3 * 60_000, '3 mins ago'],
    [2 * 3_600_000, '2 hours ago'],
    [86_400_000, '1 day ago'],
    [15 * 86_400_000, '2 weeks ago'],
    [60 * 86_400_000, '2 months ago'],
    [400 * 86_400_000, '1 year ago'],
    [-10_000, 'just now'],
  ])('%i ms before now is "%s"', (ago, text) => expect(relativeDateString(now - ago, now)).toBe(text));

  // A German or Hebrew site: WordPress prints its translation of human_time_diff; the host says it through Intl.
  it.each([
    ['de_DE', 3 * 60_000, 'vor 3 Minuten'],
    ['de_DE', 2 * 3_600_000, 'vor 2 Stunden'],
    ['de_DE', 0, 'jetzt'],
    ['he_IL', 3 * 60_000, 'לפני 3 דקות'],
    ['en_US', 3 * 60_000, '3 mins ago'],
  ])('in %s, %i ms before now is "%s"', (locale, ago, text) =>
    expect(relativeDateString(now - ago, now, locale)).toBe(text),
  );
});

describe('matchRoute', () => {
  it.each([
    ['', 'campaign'],
    ['/', 'campaign'],
    ['/login', 'campaign'],
    ['/register/create-profile/', 'campaign'],
    ['/team/12/join', 'team'],
    ['/fundraiser/7/update/', 'fundraiser'],
    ['/team/0/', 'unknown'],
    ['/team/12/delete/', 'unknown'],
    ['/teams/', 'unknown'],
  ])('%s is a %s route', (path, kind) => expect(matchRoute(path).kind).toBe(kind));
});
