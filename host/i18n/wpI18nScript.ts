import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * @wordpress/i18n as WordPress ships it (wp-includes/js/dist/i18n.js): one classic script that defines
 * window.wp.i18n. The npm package has only module builds, so the host bundles it once with esbuild (tsx's) on
 * first request. It never enters the app's bundles: the app reads window.wp.i18n at call time.
 */
let bundled: Promise<string> | undefined;

export function wpI18nScript(): Promise<string> {
  bundled ??= (async () => {
    const require = createRequire(import.meta.url);
    const { build } = await import('esbuild');
    const result = await build({
      stdin: {
        contents: "import * as i18n from '@wordpress/i18n'; window.wp = window.wp || {}; window.wp.i18n = i18n;",
        resolveDir: dirname(require.resolve('@wordpress/i18n/package.json')),
        loader: 'js',
      },
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      logLevel: 'silent',
    });
    return result.outputFiles[0]?.text ?? '';
  })();
  return bundled;
}
