import { MAX_GOAL } from '../forms';

/** Where the raise-goal prompt stands: not yet, near the goal (90 % up to 100 %), or past it (over 100 %). */
export type GoalPromptStage = 'none' | 'near' | 'past';

/** Percentage of the goal raised; 0 without a goal (nothing to compare against). */
export function percentOfGoal(raised: number, goal: number): number {
  return goal > 0 ? (raised / goal) * 100 : 0;
}

/**
 * The prompt shows once the fundraiser is close (≥ 90 %) and again once they are past the goal (> 100 %): two
 * stages, so dismissing the first does not silence the second.
 */
export function goalPromptStage(raised: number, goal: number): GoalPromptStage {
  if (goal <= 0) return 'none';
  // Compared in whole units (raised * 100 against goal * 90), so 900 of 1000 is exactly 90 % on every float.
  if (raised * 100 > goal * 100) return 'past';
  if (raised * 100 >= goal * 90) return 'near';
  return 'none';
}

/** The rounding step for a suggested goal: finer for small goals, so a 150 raised does not suggest 1,000. */
function niceStep(target: number): number {
  if (target <= 500) return 50;
  if (target <= 1_000) return 100;
  if (target <= 5_000) return 250;
  if (target <= 10_000) return 500;
  return 1_000;
}

/**
 * A new goal to suggest: the next "nice" number at or above 1.5 × raised (steps of 50, 100, 250, 500, 1,000 as the
 * amount grows), always above the current goal, never above the largest goal the server takes.
 */
export function suggestGoal(raised: number, currentGoal: number): number {
  const target = Math.max(raised * 1.5, currentGoal + 1, 1);
  const step = niceStep(target);
  return Math.min(Math.ceil(target / step) * step, MAX_GOAL);
}
