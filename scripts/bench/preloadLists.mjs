import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { builtJsFiles } from './builtFiles.mjs';

/** Static imports only (`from"./x.js"`, `import"./x.js"`), which the browser fetches before the module runs. */
const STATIC = /(?:\bfrom\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+)\1/g;
/** Vite's preload table in a chunk: `__vite__mapDeps=(…m.f=["./a.js","./b.js"]…)`. */
const TABLE = /__vite__mapDeps=\([^[]*\[([^\]]*)\]/;
/** A lazy import and the table rows Vite preloads with it: `import("./x.js")…,__vite__mapDeps([0,3])`. */
const LAZY = /import\((["'`])(\.{1,2}\/[^"'`]+)\1\)[^;]*?__vite__mapDeps\(\[([\d,]*)\]\)/g;
/** A lazy import without a table (Vite lists nothing for it). */
const BARE_LAZY = /import\((["'`])(\.{1,2}\/[^"'`]+)\1\)/g;

function staticClosure(path, seen = new Set()) {
  for (const match of readFileSync(path, 'utf8').matchAll(STATIC)) {
    const target = resolve(dirname(path), match[2].split('?')[0]);
    if (!seen.has(target)) {
      seen.add(target);
      staticClosure(target, seen);
    }
  }
  return seen;
}

/**
 * Lazy imports in the built chunks under `dist` whose target's static import tree is not all preloaded with it, so
 * the browser would find the missing chunks one level per round trip. `skip(file)` names the chunks allowed no
 * lists (vite.config.ts's modulePreload rule says which and why). Returns `{ file, target, missing }`, paths
 * relative to `dist`.
 */
export function unpreloadedImports(dist, skip = () => false) {
  return builtJsFiles(resolve(dist)).flatMap((path) => {
    const file = relative(resolve(dist), path);
    if (skip(file)) return [];
    const text = readFileSync(path, 'utf8');
    // What this chunk imports statically is in before its lazy imports run.
    const loaded = staticClosure(path, new Set([path]));
    const table = JSON.parse(`[${TABLE.exec(text)?.[1] ?? ''}]`);
    const listed = new Map();
    for (const match of text.matchAll(LAZY)) {
      const rows = match[3] ? match[3].split(',').map(Number) : [];
      listed.set(match[2], new Set(rows.map((row) => resolve(dirname(path), table[row]))));
    }
    return [...new Set([...text.matchAll(BARE_LAZY)].map((match) => match[2]))].flatMap((specifier) => {
      const target = resolve(dirname(path), specifier.split('?')[0]);
      const preloaded = listed.get(specifier) ?? new Set();
      const missing = [...staticClosure(target, new Set([target]))].filter(
        (dependency) => dependency !== target && !loaded.has(dependency) && !preloaded.has(dependency),
      );
      return missing.length > 0
        ? [
            {
              file,
              target: relative(resolve(dist), target),
              missing: missing.map((dependency) => relative(resolve(dist), dependency)),
            },
          ]
        : [];
    });
  });
}
