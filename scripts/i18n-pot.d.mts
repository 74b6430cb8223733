// Types for scripts/i18n-pot.mjs (imported by the template test).
export const root: string;
export const POT_PATH: string;
export const SOURCE_DIRS: string[];
/** The reference host's folders: the plugin's PHP strings, in the template only (not linted, not in script JSON). */
export const PHP_SOURCE_DIRS: string[];
export function sourceFiles(dirs?: string[]): string[];
export function potSourceFiles(): string[];
export function makePot(creationDate?: string): string;
export function countEntries(pot: string): number;
