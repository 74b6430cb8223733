import { describe, expect, it } from 'vitest';
import { goalPercent, goalShare } from './model';

describe('goalPercent', () => {
  it.each<[string, number, number, number]>([
    ['nothing raised', 0, 1000, 0],
    ['part of the goal', 450, 1000, 45],
    ['a fraction of a percent', 1, 1000, 0.1],
    ['exactly the goal', 1000, 1000, 100],
    ['over the goal is held at 100', 2500, 1000, 100],
    ['negative amount', -50, 1000, 0],
    ['zero goal with money raised', 50, 0, 100],
    ['zero goal with nothing raised', 0, 0, 0],
    ['negative goal', 50, -10, 100],
    ['NaN amount', Number.NaN, 1000, 0],
    ['NaN goal', 50, Number.NaN, 100],
    ['infinite amount', Number.POSITIVE_INFINITY, 1000, 0],
    ['infinite goal', 50, Number.POSITIVE_INFINITY, 100],
  ])('%s: %d of %d → %d', (_case, amount, goal, expected) => {
    const percent = goalPercent(amount, goal);
    expect(percent).toBeCloseTo(expected, 10);
    expect(Number.isFinite(percent)).toBe(true);
  });
});

describe('goalShare', () => {
  it.each<[string, number, number, number]>([
    ['nothing raised', 0, 1000, 0],
    ['part of the goal', 450, 1000, 45],
    ['over the goal is not held', 2410, 1000, 241],
    ['zero goal with money raised', 50, 0, 100],
    ['NaN goal', 50, Number.NaN, 100],
    ['a share too large to count', Number.MAX_VALUE, 0.5, 100],
  ])('%s: %d of %d → %d', (_case, amount, goal, expected) => {
    expect(goalShare(amount, goal)).toBeCloseTo(expected, 10);
  });
});
