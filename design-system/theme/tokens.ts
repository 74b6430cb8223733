import rawTokens from '../../tokens.json';

/** The design decisions from tokens.json, typed by their shape. */
export const tokens = rawTokens;
export type Tokens = typeof tokens;

/** Replaces every leaf of a token tree with null: the shape vanilla-extract wants for a theme contract. */
export type ContractShape<T> = { [K in keyof T]: T[K] extends string ? null : ContractShape<T[K]> };

export function toContractShape<T extends object>(tree: T): ContractShape<T> {
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    shape[key] = typeof value === 'string' ? null : toContractShape(value as object);
  }
  return shape as ContractShape<T>;
}
