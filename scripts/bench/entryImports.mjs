import { readFileSync } from 'node:fs';
import { builtJsFiles } from './builtFiles.mjs';
import { dirname, relative, resolve } from 'node:path';

/** The files WordPress prints with a `?ver=` query: a chunk importing one by its bare URL would run it twice. */
export const ENTRY_FILES = ['p2p.js', 'p2p-admin.js'];

/** Static (`from"./x.js"`, `import"./x.js"`) and dynamic (`import("./x.js")`, any quotes) relative specifiers. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'`])(\.{1,2}\/[^"'`]+)\1/g;

/** Every relative module specifier in built JS `text`. */
export function relativeImports(text) {
  return [...text.matchAll(SPECIFIER)].map((match) => match[2]);
}

/**
 * Every import of an entry file by another built file under `dist` (screens/app/bootstrap.ts says why there must be
 * none), as `{ file, imports }` with paths relative to `dist`.
 */
export function entryImports(dist) {
  const entries = new Set(ENTRY_FILES.map((file) => resolve(dist, file)));
  return builtJsFiles(dist).flatMap((path) => {
    const imports = relativeImports(readFileSync(path, 'utf8'))
      .map((specifier) => resolve(dirname(path), specifier.split('?')[0]))
      .filter((target) => entries.has(target));
    return imports.length > 0
      ? [{ file: relative(dist, path), imports: imports.map((target) => relative(dist, target)) }]
      : [];
  });
}
