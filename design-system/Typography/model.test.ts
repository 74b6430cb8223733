import { describe, expect, it } from 'vitest';
import { headingSize, type HeadingLevel } from './model';
import type { FontSizeName } from './Typography.css';

describe('headingSize', () => {
  it.each<[HeadingLevel, FontSizeName | undefined, FontSizeName]>([
    [1, undefined, 'display'],
    [2, undefined, 'xxl'],
    [3, undefined, 'xl'],
    [4, undefined, 'lg'],
    [5, undefined, 'md'],
    [6, undefined, 'sm'],
    [2, 'lg', 'lg'],
    [6, 'display', 'display'],
  ])('level %i with override %s is %s', (level, override, expected) => {
    expect(headingSize(level, override)).toBe(expected);
  });

  it('never makes a deeper level larger than a shallower one', () => {
    const order: FontSizeName[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'];
    const ranks = ([1, 2, 3, 4, 5, 6] as const).map((level) => order.indexOf(headingSize(level)));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });
});
