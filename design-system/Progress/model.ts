/** A percentage the progress bar can draw: NaN and non-numbers become 0, everything else is held to 0..100. */
export function clampPercent(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
