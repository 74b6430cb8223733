export type CardSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const GRID_COLUMNS = 12;
/** SPEC 9: a card spans 4 of the 12 columns unless told otherwise (three to a row). */
export const DEFAULT_CARD_SPAN: CardSpan = 4;

/** A span from outside the type system (block settings, host data): whole columns, 1 to 12, else the default. */
export function cardSpan(value: unknown): CardSpan {
  // Number.isInteger is false for anything that is not a number, so it is the type check too.
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > GRID_COLUMNS) return DEFAULT_CARD_SPAN;
  return value as CardSpan;
}
