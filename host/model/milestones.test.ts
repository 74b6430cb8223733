import { describe, expect, it } from 'vitest';
import { milestonesOf } from './milestones.ts';

const figures = (raisedCents: number, donations = 1, donors = 1, shares = 0) => ({
  raisedCents,
  donations,
  donors,
  shares,
});

describe('milestonesOf (docs/fundraising-tools.md)', () => {
  it.each([
    ['nothing yet', figures(0, 0, 0), 500, []],
    ['a first gift', figures(1_000), 500, ['first-gift']],
    ['just under a quarter', figures(12_499), 500, ['first-gift']],
    ['exactly a quarter', figures(12_500), 500, ['first-gift', '25']],
    ['half', figures(25_000), 500, ['first-gift', '25', '50']],
    ['three quarters', figures(37_500), 500, ['first-gift', '25', '50', '75']],
    ['the goal', figures(50_000), 500, ['first-gift', '25', '50', '75', '100']],
    ['past the goal', figures(90_000), 500, ['first-gift', '25', '50', '75', '100']],
    ['nine donors', figures(1_000, 9, 9), 500, ['first-gift']],
    ['ten donors', figures(1_000, 12, 10), 500, ['first-gift', 'ten-donors']],
    ['a share without gifts', figures(0, 0, 0, 1), 500, ['first-share']],
    ['no goal: no percentages', figures(5_000), 0, ['first-gift']],
  ])('%s', (_label, input, goal, expected) => {
    expect(milestonesOf(input, goal)).toEqual(expected);
  });
});
