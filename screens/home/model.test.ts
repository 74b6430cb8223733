import { describe, expect, it } from 'vitest';
import { rankForBadge } from './model';

describe('rankForBadge', () => {
  it.each([
    [0, '', 1],
    [1, '', 2],
    [2, '', 3],
    [3, '', null],
    [0, 'run', null],
    [2, 'run', null],
    [0, '   ', 1],
  ])('index %i with search %j → %s', (index, search, rank) => {
    expect(rankForBadge(index, search)).toBe(rank);
  });
});
