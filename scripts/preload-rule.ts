/**
 * The one chunk whose lazy imports get no preload list: the start chunk (vite.config.ts's `start` group), which
 * holds the route table. Its lists would be the hashed names of every page's import tree, about 1 KB gzip of the
 * phone budget for `/`; the host announces the landing pages' chunks as modulepreload instead. `file` is a chunk's
 * path as Vite names it: `chunks/start-` and the 8-character hash (`chunks/start-BXYjrB3p.js`; the
 * start-fundraising page's chunk is not it).
 */
export function keepsNoPreloadList(file: string): boolean {
  return /(^|\/)start-[\w-]{8}\.js$/.test(file);
}
