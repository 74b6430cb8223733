/** Cents (stored) to the amount the API reports: a number in the currency unit. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

export function percentage(raised: number, goal: number): number {
  return goal > 0 ? Math.round((raised / goal) * 100) : 0;
}

export function average(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) / 100 : 0;
}
