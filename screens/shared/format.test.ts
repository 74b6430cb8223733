import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './format';

// Intl writes a no-break space (U+00A0) between a German number and its percent sign.
const NBSP = '\u00a0';

describe('formatCount', () => {
  it.each([
    ['en-US', 1234567, '1,234,567'],
    ['de-DE', 1234567, '1.234.567'],
    ['he-IL', 1234567, '1,234,567'],
    ['de-DE', 999, '999'],
    ['de-DE', 1234.6, '1.235'],
  ])('%s: %d → %s', (locale, value, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });

  it('shows 0 for a value that is not a number', () => {
    expect(formatCount(Number.NaN, 'de-DE')).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY, 'en-US')).toBe('0');
  });
});

describe('formatPercent', () => {
  it.each([
    ['en-US', 48, '48%'],
    ['he-IL', 48, '48%'],
    ['de-DE', 48, `48${NBSP}%`],
    ['de-DE', 1234, `1.234${NBSP}%`],
    ['en-US', 99.9, '99%'],
    ['en-US', -5, '0%'],
    ['en-US', Number.NaN, '0%'],
  ])('%s: %d → %s', (locale, value, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});
