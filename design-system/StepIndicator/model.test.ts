import { describe, expect, it } from 'vitest';
import { stepStates, type StepState } from './model';

describe('stepStates', () => {
  it.each<[string, number, number, StepState[]]>([
    ['first step', 3, 1, ['current', 'upcoming', 'upcoming']],
    ['middle step', 3, 2, ['complete', 'current', 'upcoming']],
    ['last step', 3, 3, ['complete', 'complete', 'current']],
    ['past the end', 3, 4, ['complete', 'complete', 'complete']],
    ['before the start', 3, 0, ['upcoming', 'upcoming', 'upcoming']],
    ['negative', 3, -2, ['upcoming', 'upcoming', 'upcoming']],
    ['NaN', 3, Number.NaN, ['upcoming', 'upcoming', 'upcoming']],
    ['fractional rounds down', 3, 2.7, ['complete', 'current', 'upcoming']],
    ['no steps', 0, 1, []],
  ])('%s', (_case, count, current, expected) => {
    expect(stepStates(count, current)).toEqual(expected);
  });
});
