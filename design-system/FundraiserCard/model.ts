/**
 * How much of the goal is reached, 0 and up, not held at 100 (the card's '✓ 241%'): amount divided by goal as a
 * percentage (SPEC 3). Never NaN or Infinity: a positive amount against a missing or zero goal counts as the goal
 * reached, exactly (100).
 */
export function goalShare(amount: number, goal: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  // A goal of exactly 0 would divide to Infinity, which the finite check below turns into 100 as well: `< 0` is
  // the same function, so that mutant cannot be killed.
  // Stryker disable next-line EqualityOperator: equivalent at 0 (see above)
  if (!Number.isFinite(goal) || goal <= 0) return 100;
  const share = (amount / goal) * 100;
  return Number.isFinite(share) ? share : 100;
}

/**
 * How much of the goal is reached, 0..100, for the card's progress fill (SPEC 3, drawn only when the amount is
 * above 0): goalShare held at 100.
 */
export function goalPercent(amount: number, goal: number): number {
  return Math.min(100, goalShare(amount, goal));
}
