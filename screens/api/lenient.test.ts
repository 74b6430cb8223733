import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flag, optionalText, text } from './lenient';

describe('flag', () => {
  it.each([
    [true, true],
    ['1', true],
    ['yes', true],
    [false, false],
    ['0', false],
    ['', false],
    [null, false],
  ])('reads %j as %s', (given, expected) => {
    expect(v.parse(flag, given)).toBe(expected);
  });

  it.each([['maybe'], [2], [undefined]])('refuses %j', (given) => {
    expect(v.safeParse(flag, given).success).toBe(false);
  });
});

describe('text', () => {
  it.each([
    ['Blue', 'Blue'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ])('reads %j as %j', (given, expected) => {
    expect(v.parse(text, given)).toBe(expected);
  });
});

describe('optionalText', () => {
  it.each([
    ['  Blue team ', 'Blue team'],
    ['   ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j', (given, expected) => {
    expect(v.parse(optionalText, given)).toBe(expected);
  });

  it('refuses a number', () => {
    expect(v.safeParse(optionalText, 4).success).toBe(false);
  });
});
