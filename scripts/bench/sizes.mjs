// Bytes of JS and CSS a route's first screen loads, on a phone-sized viewport, and of the whole build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSET_PREFIX } from './host.mjs';

/** Lighthouse's mobile device (Moto G Power): the first screen a phone shows. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export const sizeOf = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'design-system' ? [] : walk(path);
    return [path];
  });
}

function totalsOf(dist, files) {
  const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    const size = sizeOf(join(dist, file));
    totals[kind].raw += size.raw;
    totals[kind].gzip += size.gzip;
    totals[kind].files += 1;
  }
  return totals;
}

/**
 * The build's JS and CSS a route requests until the network is idle, with no scrolling or input: what its first
 * screen needs. With `settleMs`, also what an idle page fetches afterwards (content below the fold). `fonts`: the
 * web font files (woff2, from the theme or the build) the first load fetched, by their bytes on the wire: woff2 is
 * compressed already, so the host sends it as it is.
 */
export async function routeWeight(browser, { url, dist, settleMs = 0, contextOptions = {} }) {
  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  const page = await context.newPage();
  const files = new Set();
  const fontBodies = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(ASSET_PREFIX) && /\.(js|css)$/.test(path)) files.add(path.slice(ASSET_PREFIX.length));
  });
  page.on('response', (response) => {
    if (/\.woff2?$/.test(new URL(response.url()).pathname)) fontBodies.push(response.body().then((b) => b.length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const initial = new Set(files);
  const fontSizes = await Promise.all(fontBodies);
  const fonts = { bytes: fontSizes.reduce((sum, size) => sum + size, 0), files: fontSizes.length };
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await context.close();
  const later = [...files].filter((file) => !initial.has(file));
  return { ...totalsOf(dist, initial), fonts, later: settleMs > 0 ? totalsOf(dist, later).js : null };
}

/** The JS and CSS files of the build; `include` picks some of them (paths relative to `dist`). */
export function buildWeight(dist, include = () => true) {
  return totalsOf(
    dist,
    walk(dist)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => file.slice(dist.length + 1))
      .filter(include),
  );
}

/** The admin entry's files (vite.admin.config.ts): p2p-admin.js, p2p-admin.css and the admin/ chunks. */
export const isAdminFile = (file) => file.startsWith('p2p-admin.') || file.startsWith('admin/');
