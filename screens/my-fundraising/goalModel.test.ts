import { describe, expect, it } from 'vitest';
import { MAX_GOAL } from '../forms';
import { goalPromptStage, percentOfGoal, suggestGoal } from './goalModel';

describe('goalPromptStage', () => {
  it.each([
    [0, 1000, 'none'],
    [890, 1000, 'none'],
    [899.99, 1000, 'none'],
    [900, 1000, 'near'],
    [999, 1000, 'near'],
    [1000, 1000, 'near'],
    [1001, 1000, 'past'],
    [1010, 1000, 'past'],
    [2410, 1000, 'past'],
    [90, 100, 'near'],
    [89, 100, 'none'],
    [100, 100, 'near'],
    [101, 100, 'past'],
    [500, 0, 'none'],
  ] as const)('%s raised of %s: %s', (raised, goal, stage) => {
    expect(goalPromptStage(raised, goal)).toBe(stage);
  });
});

describe('suggestGoal', () => {
  it.each([
    // 1.5 × raised, rounded up to the step for its size.
    [900, 1000, 1500],
    [1000, 1000, 1500],
    [1010, 1000, 1750],
    [90, 100, 150],
    [101, 100, 200],
    [270, 300, 450],
    [460, 500, 700],
    [2410, 1000, 3750],
    [4600, 5000, 7000],
    [9000, 10000, 14000],
    [12_345, 10_000, 19_000],
    // Never at or below the current goal, even when 1.5 × raised is (a prompt only shows near the goal anyway).
    [0, 1000, 1250],
    [10, 0, 50],
  ])('%s raised toward %s suggests %s', (raised, goal, suggested) => {
    expect(suggestGoal(raised, goal)).toBe(suggested);
  });

  it('stays within the largest goal the server takes', () => {
    expect(suggestGoal(MAX_GOAL, MAX_GOAL - 10)).toBe(MAX_GOAL);
  });
});

describe('percentOfGoal', () => {
  it.each([
    [500, 1000, 50],
    [2410, 1000, 241],
    [10, 0, 0],
  ])('%s of %s is %s %%', (raised, goal, percent) => {
    expect(percentOfGoal(raised, goal)).toBe(percent);
  });
});
