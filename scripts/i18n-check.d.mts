// Types for scripts/i18n-check.mjs (used by design-system/i18n-translations.test.ts).
export function placeholders(text: string): string[];
export function pluralCount(header: string | undefined): number | null;
export function isFuzzy(entry: { comments?: { flag?: string } } | undefined): boolean;
export function checkTranslation(poText: string, potText: string): string[];
