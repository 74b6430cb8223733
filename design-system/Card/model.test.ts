import { describe, expect, it } from 'vitest';
import { cardSpan } from './model';

describe('cardSpan', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [4, 4],
    [6, 6],
    [12, 12],
    [undefined, 4],
    [0, 4],
    [13, 4],
    [-3, 4],
    [2.5, 4],
    ['6', 4],
    [Number.NaN, 4],
  ])('%s spans %i columns', (value, expected) => {
    expect(cardSpan(value)).toBe(expected);
  });
});
