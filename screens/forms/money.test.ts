import { describe, expect, it } from 'vitest';
import { checkLocaleGoal, checkLocaleGoalLimit, parseWholeAmount } from './money';

const english = { thousandsSeparator: ',', decimalSeparator: '.' };
const german = { thousandsSeparator: '.', decimalSeparator: ',' };
const french = { thousandsSeparator: '\u202f', decimalSeparator: ',' };
const swiss = { thousandsSeparator: "'", decimalSeparator: '.' };

describe('parseWholeAmount', () => {
  it.each([
    ['1,250,000', english, 1_250_000],
    ['1,000,000', english, 1_000_000],
    ['12,345,678,901', english, 12_345_678_901],
    ['1250000', english, 1_250_000],
    ['1,250,000.00', english, 1_250_000],
    [' 2,500 ', english, 2500],
    ['999', english, 999],
    ['1.250.000', german, 1_250_000],
    ['1.250.000,00', german, 1_250_000],
    ['1 250 000', french, 1_250_000],
    ['1\u202f250\u202f000', french, 1_250_000],
    ["1'250'000", swiss, 1_250_000],
  ] as const)('%j (%j) → %d', (input, separators, expected) => {
    expect(parseWholeAmount(input, separators)).toBe(expected);
  });

  it.each([
    ['', english],
    ['abc', english],
    ['12,5', english],
    ['1,25,000', english],
    ['1.250.000', english],
    ['12.50', english],
    ['1,250,000', german],
    ['-5', english],
    ['1e6', english],
    ['99999999999999999999', english],
    // A '.' groups thousands here, so it stands for itself, never for any character.
    ['1.2500000', german],
    ['1x250x000', german],
  ] as const)('%j (%j) → null', (input, separators) => {
    expect(parseWholeAmount(input, separators)).toBeNull();
  });
});

describe('checkLocaleGoal', () => {
  it('asks for a goal, refuses zero and accepts a grouped million', () => {
    expect(checkLocaleGoal(' ', english)).toBe('Enter a fundraising goal');
    expect(checkLocaleGoal('0', english)).toBe('Enter a goal as a whole number greater than 0');
    expect(checkLocaleGoal('1,250,000', english)).toBeNull();
    expect(checkLocaleGoal('100,000,000', english)).toBeNull();
    expect(checkLocaleGoal('100,000,001', english)).toBe('Goal is too large: enter at most 100,000,000.');
  });

  it("states the largest goal with the site's thousands separator", () => {
    expect(checkLocaleGoal('100.000.001', german)).toBe('Goal is too large: enter at most 100.000.000.');
  });
});

describe('parseWholeAmount with odd site settings', () => {
  it('reads a short amount on a site that groups with spaces only', () => {
    expect(parseWholeAmount('12', french)).toBe(12);
    expect(parseWholeAmount('999', french)).toBe(999);
  });

  it('reads the one separator as grouping thousands when the site gives the same one for decimals', () => {
    const same = { thousandsSeparator: ',', decimalSeparator: ',' };
    expect(parseWholeAmount('1,250', same)).toBe(1250);
    expect(parseWholeAmount('1,250,000', same)).toBe(1_250_000);
  });
});

describe('checkLocaleGoalLimit (marking as typed)', () => {
  it("marks only a whole amount over the maximum, stated the site's way", () => {
    expect(checkLocaleGoalLimit('100,000,000', english)).toBeNull();
    expect(checkLocaleGoalLimit('100,000,001', english)).toBe('Goal is too large: enter at most 100,000,000.');
    expect(checkLocaleGoalLimit('100.000.001', german)).toBe('Goal is too large: enter at most 100.000.000.');
    expect(checkLocaleGoalLimit('2,500', english)).toBeNull();
  });

  it('leaves empty, half-typed and malformed goals for the submit', () => {
    expect(checkLocaleGoalLimit('', english)).toBeNull();
    expect(checkLocaleGoalLimit('100,000,00', english)).toBeNull();
    expect(checkLocaleGoalLimit('1e9', english)).toBeNull();
  });
});
