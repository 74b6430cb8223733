// Types for scripts/i18n-json.mjs (used by the reference host and tests).
export const LANGUAGES_DIR: string;
export const TEXT_DOMAIN: string;
export const PSEUDO_LOCALE: string;
export const SCRIPT_HANDLES: Record<string, (reference: string) => boolean>;
export function pseudo(text: string): string;
export function pseudoPo(potText: string): string;
export function jsonFileName(locale: string, handle: string): string;
export function compileTranslations(dir?: string): string[];
