// Types for scripts/i18n-lint.mjs (imported by the template test).
export const USER_VISIBLE_PROPS: Set<string>;
export const ALLOWED: Set<string>;
export function lintSource(code: string, file?: string): Array<{ line: number; text: string }>;
export function findUntranslated(): string[];
