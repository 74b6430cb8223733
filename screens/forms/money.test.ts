import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money';

const US = { thousandsSeparator: ',', decimalSeparator: '.' };
const DE = { thousandsSeparator: '.', decimalSeparator: ',' };
const FR = { thousandsSeparator: '\u202f', decimalSeparator: ',' };
const CH = { thousandsSeparator: "'", decimalSeparator: '.' };

describe('parseMoneyInput', () => {
  it.each([
    ['2500', US, 2500],
    ['2,500', US, 2500],
    ['1,250,000', US, 1_250_000],
    ['12,345,678,901', US, 12_345_678_901],
    [' 1,250,000 ', US, 1_250_000],
    ['1,250,000.00', US, 1_250_000],
    ['$1,250,000', US, 1_250_000],
    ['0', US, 0],
    ['1.250.000', DE, 1_250_000],
    ['1.250.000,00', DE, 1_250_000],
    ['2500', DE, 2500],
    ['1 250 000', FR, 1_250_000],
    ['1\u202f250\u202f000', FR, 1_250_000],
    ["1'250'000", CH, 1_250_000],
  ] as const)('%j (%j) → %d', (input, separators, expected) => {
    expect(parseMoneyInput(input, separators, '$')).toBe(expected);
  });

  it.each([
    ['', US],
    ['   ', US],
    ['abc', US],
    ['-5', US],
    ['12.50', US],
    ['1,25', US],
    ['1,2500', US],
    [',250', US],
    ['1.250.000', US],
    ['1,250.000,5', US],
    ['1.250,5', DE],
    ['1,250,000', DE],
    ['99999999999999999999', US],
  ] as const)('%j (%j) → null', (input, separators) => {
    expect(parseMoneyInput(input, separators)).toBeNull();
  });
});
