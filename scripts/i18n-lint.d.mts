// Types for scripts/i18n-lint.mjs (imported by the template test).
export const USER_VISIBLE_PROPS: Set<string>;
export const ALLOWED: Set<string>;
export function isVisibleName(name: string): boolean;
export function looksLikeText(text: string): boolean;
/** The texts a Babel expression node can render, literals only (`{…}` for each interpolation). */
export function textsOf(node: unknown): string[];
export function lintSource(code: string, file?: string): Array<{ line: number; text: string }>;
export function findUntranslated(): string[];
