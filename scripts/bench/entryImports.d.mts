export const ENTRY_FILES: readonly string[];
export function relativeImports(text: string): string[];
export function entryImports(dist: string): { file: string; imports: string[] }[];
