// Types for scripts/i18n-pot.mjs (imported by the template test).
export const root: string;
export const POT_PATH: string;
export const SOURCE_DIRS: string[];
export function sourceFiles(): string[];
export function makePot(creationDate?: string): string;
export function countEntries(pot: string): number;
