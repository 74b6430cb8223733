import { readFile, realpath, stat } from 'node:fs/promises';
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

/**
 * Reads root/relPath (a URL path below the served folder, percent-encoded or not) if it is a file inside root with
 * a known type; null otherwise (404). Inside means after decoding (`%2e%2e`), with backslashes taken as the
 * separators a browser and Windows take them for, and after following symlinks: a link in the folder that points
 * out of it serves nothing.
 */
export async function readStatic(root: string, relPath: string): Promise<{ body: Buffer; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath).replaceAll('\\', '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  // `./` first: an absolute path names a file below root, never the file system's root.
  const file = resolve(base, `.${sep}${decoded}`);
  const type = CONTENT_TYPES[extname(file).toLowerCase()];
  if (!type) return null;
  try {
    // The one guard: both paths resolved (`..` and symlinks), the file strictly below the folder.
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
    if (!realFile.startsWith(realBase + sep)) return null;
    if (!(await stat(realFile)).isFile()) return null;
    return { body: await readFile(realFile), type };
  } catch {
    return null;
  }
}
