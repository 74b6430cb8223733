import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the active source is module state.
async function load() {
  vi.resetModules();
  return import('./i18n');
}

describe('i18n', () => {
  afterEach(() => vi.resetModules());

  it('returns English source text without WordPress', async () => {
    const { __, _n, _x } = await load();
    expect(__('Donate Now')).toBe('Donate Now');
    expect(_x('Raised', 'stat')).toBe('Raised');
    expect(_n('%d donation', '%d donations', 1)).toBe('%d donation');
    expect(_n('%d donation', '%d donations', 0)).toBe('%d donations');
    expect(_n('%d donation', '%d donations', 2)).toBe('%d donations');
  });

  it('formats printf placeholders, positional ones included', async () => {
    const { sprintf } = await load();
    expect(sprintf('%s raised %d%%', 'Team A', 61)).toBe('Team A raised 61%');
    expect(sprintf('%2$s before %1$s', 'one', 'two')).toBe('two before one');
    expect(sprintf('Nothing found for search term "%s".', '<b>x</b>')).toBe(
      'Nothing found for search term "<b>x</b>".',
    );
  });

  it("uses WordPress's wp.i18n when the page provides it, with the plugin's text domain", async () => {
    const { __, _n, _x, setI18nSource, sprintf, TEXT_DOMAIN } = await load();
    const host = {
      __: vi.fn((text: string) => `fr:${text}`),
      _n: vi.fn((single: string) => `fr:${single}`),
      _x: vi.fn((text: string, context: string) => `fr:${context}:${text}`),
      sprintf: vi.fn(() => 'formatted'),
    };
    setI18nSource(host);
    expect(__('Donate Now')).toBe('fr:Donate Now');
    expect(host.__).toHaveBeenCalledWith('Donate Now', TEXT_DOMAIN);
    expect(_n('a', 'b', 3)).toBe('fr:a');
    expect(host._n).toHaveBeenCalledWith('a', 'b', 3, TEXT_DOMAIN);
    expect(_x('Raised', 'stat')).toBe('fr:stat:Raised');
    expect(host._x).toHaveBeenCalledWith('Raised', 'stat', TEXT_DOMAIN);
    expect(sprintf('%s', 'x')).toBe('formatted');
  });

  it('ignores a partial wp.i18n (keeps English rather than crash on a missing function)', async () => {
    const { __, setI18nSource } = await load();
    setI18nSource({ __: () => 'broken' });
    expect(__('Donate Now')).toBe('Donate Now');
    // A wp.i18n without _x (not a real WordPress) is partial too: _x would throw on first use.
    setI18nSource({ __: () => 'broken', _n: () => 'broken', sprintf: () => 'broken' });
    expect(__('Donate Now')).toBe('Donate Now');
  });

  it('goes back to English when the source is taken away after a translation was set', async () => {
    const { __, setI18nSource, sprintf } = await load();
    setI18nSource({ __: (text) => `fr:${text}`, _n: (single) => single, _x: (text) => text, sprintf: () => 'x' });
    expect(__('Donate Now')).toBe('fr:Donate Now');
    setI18nSource(undefined);
    expect(__('Donate Now')).toBe('Donate Now');
    expect(sprintf('%s of %s', 'a', 'b')).toBe('a of b');
  });
  describe('numbers in the site locale', () => {
    it('writes en-US until the entry sets a locale, then that locale (grouping, digits, percent sign)', async () => {
      const { formatNumber, formatPercentage, setNumberLocale } = await load();
      expect(formatNumber(1234567)).toBe('1,234,567');
      expect(formatPercentage(48.9)).toBe('48%');
      setNumberLocale('de-DE');
      expect(formatNumber(1234567)).toBe('1.234.567');
      expect(formatPercentage(48.9)).toBe('48\u00a0%');
      setNumberLocale('ar-EG');
      expect(formatNumber(12)).toBe('١٢');
    });

    it('rounds counts, never says 100% before the goal, and reads NaN or Infinity as 0', async () => {
      const { formatNumber, formatPercentage } = await load();
      expect(formatNumber(2.6)).toBe('3');
      expect(formatNumber(Number.NaN)).toBe('0');
      expect(formatPercentage(99.99)).toBe('99%');
      expect(formatPercentage(-5)).toBe('0%');
      expect(formatPercentage(Number.POSITIVE_INFINITY)).toBe('0%');
    });

    it('keeps the current locale when given a tag Intl refuses', async () => {
      const { formatNumber, setNumberLocale } = await load();
      setNumberLocale('de-DE');
      setNumberLocale('not a locale!');
      expect(formatNumber(1234)).toBe('1.234');
    });
  });
});
