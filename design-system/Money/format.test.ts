import { describe, expect, it } from 'vitest';
import { defaultMoneyFormat, formatMoney, roundHalfAwayFromZero, type MoneyFormat } from './format';

const euro: MoneyFormat = {
  currencySymbol: '€',
  currencyPosition: 'after',
  thousandsSeparator: '.',
  decimalSeparator: ',',
};
const spaced: MoneyFormat = {
  currencySymbol: 'CHF',
  currencyPosition: 'before',
  thousandsSeparator: "'",
  decimalSeparator: '.',
};
const ungrouped: MoneyFormat = { ...defaultMoneyFormat, thousandsSeparator: '' };

describe('formatMoney', () => {
  it.each<[string, unknown, string]>([
    ['zero', 0, '$0'],
    ['below a thousand', 999, '$999'],
    ['a thousand', 1000, '$1,000'],
    ['millions', 1234567, '$1,234,567'],
    ['rounds half up', 2.5, '$3'],
    ['rounds down below half', 1234.49, '$1,234'],
    ['rounds up above half', 999.5, '$1,000'],
    ['negative keeps the sign before the symbol', -1234, '-$1,234'],
    ['negative rounds half away from zero', -2.5, '-$3'],
    ['negative that rounds to zero shows no sign', -0.4, '$0'],
    ['huge number without exponent notation', 1e15, '$1,000,000,000,000,000'],
    ['beyond 1e21 still prints every digit', 1e21, '$1,000,000,000,000,000,000,000'],
    ['numeric string with decimals', '1234.5', '$1,235'],
    ['numeric string with spaces', ' 42 ', '$42'],
    ['negative numeric string', '-1000', '-$1,000'],
    ['string in exponent notation', '1e3', '$1,000'],
    ['bigint', 12345n, '$12,345'],
  ])('%s: %o → %s', (_case, value, expected) => {
    expect(formatMoney(value, defaultMoneyFormat)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['empty string', ''],
    ['blank string', '   '],
    ['word', 'abc'],
    ['number with trailing text', '12abc'],
    ['hex string', '0x10'],
    ['Infinity string', 'Infinity'],
    ['already formatted string', '1,234'],
    ['null', null],
    ['undefined', undefined],
    ['object', { amount: 5 }],
    ['array', [5]],
    ['boolean', true],
  ])('falls back for %s', (_case, value) => {
    expect(formatMoney(value, defaultMoneyFormat)).toBe('$0');
    expect(formatMoney(value, defaultMoneyFormat, 2500)).toBe('$2,500');
  });

  it('uses 0 when the fallback itself is not a finite number', () => {
    expect(formatMoney('abc', defaultMoneyFormat, Number.NaN)).toBe('$0');
  });

  it.each<[string, MoneyFormat, unknown, string]>([
    ['symbol after with dot grouping', euro, 1234, '1.234\u00a0€'],
    ['symbol after, negative', euro, -1234567, '-1.234.567\u00a0€'],
    ['symbol after, below a thousand', euro, 12, '12\u00a0€'],
    ['apostrophe grouping, multi-letter symbol', spaced, 1234567, "CHF1'234'567"],
    ['no grouping separator', ungrouped, 1234567, '$1234567'],
  ])('%s', (_case, format, value, expected) => {
    expect(formatMoney(value, format)).toBe(expected);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [-0.5, -1],
    [-1.5, -2],
    [2.4, 2],
    [-2.4, -2],
  ])('%d → %d', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });
});
