export type StepState = 'complete' | 'current' | 'upcoming';

/**
 * Where each step stands, given the 1-based current step. A current step past the end marks every step
 * complete; one before the start (0, negative, NaN) marks none.
 */
export function stepStates(count: number, current: number): StepState[] {
  const position = Number.isFinite(current) ? Math.floor(current) : 0;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const step = index + 1;
    if (step < position) return 'complete';
    if (step === position) return 'current';
    return 'upcoming';
  });
}
