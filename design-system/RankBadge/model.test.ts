import { describe, expect, it } from 'vitest';
import { medalFor, medalLabel, type Medal } from './model';

describe('medalFor', () => {
  it.each<[unknown, Medal | null]>([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [0, null],
    [4, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
    ['1', null],
    [undefined, null],
  ])('rank %o → %s', (rank, medal) => {
    expect(medalFor(rank)).toBe(medal);
  });
});

describe('medalLabel', () => {
  it.each<[Medal, string]>([
    ['gold', '1st Place'],
    ['silver', '2nd Place'],
    ['bronze', '3rd Place'],
  ])('%s → %s', (medal, label) => {
    expect(medalLabel(medal)).toBe(label);
  });
});
