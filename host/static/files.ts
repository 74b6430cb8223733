import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Reads root/relPath if it is a file inside root with a known type; null otherwise (404). */
export async function readStatic(root: string, relPath: string): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (!file.startsWith(base + sep)) return null;
  const type = CONTENT_TYPES[extname(file).toLowerCase()];
  if (!type) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return { body: await readFile(file), type };
  } catch {
    return null;
  }
}
