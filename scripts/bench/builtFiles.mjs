import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every built JS file under `dist` (absolute paths), sub-folders included. */
export function builtJsFiles(dist) {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}
