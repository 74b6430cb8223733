// Types for scripts/i18n-json.mjs (used by the reference host and tests).
export const LANGUAGES_DIR: string;
export const TEXT_DOMAIN: string;
export const PSEUDO_LOCALE: string;
export const SCRIPT_HANDLES: Record<string, (reference: string) => boolean>;
export const CONTEXT_GLUE: string;
/** Jed 1.x locale data as wp_set_script_translations() loads it. */
export interface JedJson {
  'translation-revision-date': string;
  generator: string;
  domain: string;
  locale_data: {
    messages: { '': { domain: string; 'plural-forms': string; lang: string } } & Record<string, unknown>;
  };
}
export function templateReferences(potText: string): Map<string, string[]>;
export function jedJson(
  poText: string,
  locale: string,
  belongs: (reference: string) => boolean,
  references: Map<string, string[]>,
): JedJson;
export function pseudo(text: string): string;
export function pseudoPo(potText: string): string;
export function jsonFileName(locale: string, handle: string): string;
export function compileTranslations(dir?: string): string[];
