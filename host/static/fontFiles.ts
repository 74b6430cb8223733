import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { HostEnv } from '../context.ts';
import { DEMO_FONT_FILE, DEMO_FONT_URL } from './demoFont.ts';
import { readStatic } from './files.ts';

/** The font package's files folder, found the way Node resolves the package (hoisted or not). */
function fontFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fontsource-variable/source-sans-3/package.json')), 'files');
}

/** Serves the demo theme's one font file from node_modules, cacheable for a day (the name carries no version). */
export function mountDemoFont(app: Hono<HostEnv>): void {
  const folder = fontFolder();
  app.get(DEMO_FONT_URL, async (c) => {
    const file = await readStatic(folder, DEMO_FONT_FILE);
    if (!file) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.body), 200, {
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
