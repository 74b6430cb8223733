import { describe, expect, it } from 'vitest';
import { clampPercent } from './model';

describe('clampPercent', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [45, 45],
    [45.5, 45.5],
    [100, 100],
    [150, 100],
    [-20, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    ['45', 0],
    [undefined, 0],
    [null, 0],
  ])('%o → %d', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});
