import { describe, expect, it } from 'vitest';
import { likePattern } from './likePattern.ts';

describe('likePattern', () => {
  it.each([
    ['', '%%'],
    ['crew', '%crew%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%j → %j', (search, pattern) => {
    expect(likePattern(search)).toBe(pattern);
  });
});
