/** The numeric figures that differ between two stats objects (the keys to highlight). */
export function changedFigures(before: object | undefined, after: object): Set<string> {
  const changed = new Set<string>();
  if (!before) return changed;
  const previous = new Map(Object.entries(before));
  for (const [key, value] of Object.entries(after)) {
    if (typeof value === 'number' && previous.get(key) !== value) changed.add(key);
  }
  return changed;
}

/** How much more was raised, or 0 when the amount did not grow (a refund or correction is not announced). */
export function raisedMore(before: object | undefined, after: object): number {
  const from = before && 'raisedAmount' in before ? before.raisedAmount : undefined;
  const to = 'raisedAmount' in after ? after.raisedAmount : undefined;
  if (typeof from !== 'number' || typeof to !== 'number') return 0;
  return to > from ? to - from : 0;
}
