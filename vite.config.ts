/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { scopedStyles } from './scripts/scope-styles.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

// React Router's package exports point every condition at its development build (warnings, invariant messages):
// a production build resolves the production files by path instead. Tests and Storybook keep the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${here}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${here}node_modules/react-router/dist/production/dom-export.mjs` },
];

/*
 * React Router's production chunk creates its contexts and components at module level without pure annotations
 * and names each one (`X.displayName = …`), so a bundler must keep every component of the package, used or not
 * (13.8 KB gzip for the app's 12 imports, 13.8 KB for useLocation alone). Marking those factory calls pure and
 * dropping the devtools names lets tree-shaking keep only what the app uses. Builds only; the bench's
 * "no development-only router code" check and the e2e suite run against this output.
 */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!REACT_ROUTER_CHUNK.test(id)) return null;
    return {
      code: code
        .replace(/(= |\(|, )(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^[\w$]+\.displayName = [^\n]*;$/gm, ''),
      map: null,
    };
  },
};

/**
 * `vite build` (npm run build:app) also builds the admin entry (vite.admin.config.ts) into the same folder once the
 * visitor build is written, so every caller (npm start, the e2e setup, the bench) gets both. Only for the visitor
 * app's own build: Storybook and the library build load this config too. P2P_ADMIN_BUILD=0 skips it.
 */
function adminBuild(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'p2p-admin-build',
    apply: 'build',
    configResolved(config) {
      const input = config.build.rollupOptions.input;
      const visitorBuild = typeof input === 'object' && !Array.isArray(input) && input.p2p === 'screens/main.tsx';
      resolved = visitorBuild && process.env.P2P_ADMIN_BUILD !== '0' ? config : undefined;
    },
    async closeBundle() {
      if (!resolved) return;
      await build({
        configFile: `${here}vite.admin.config.ts`,
        root: resolved.root,
        mode: resolved.mode,
        logLevel: resolved.logLevel,
        build: { outDir: resolved.build.outDir },
      });
    },
  };
}

const SHELL_MODULES = new RegExp(
  [
    'node_modules/(react|valibot|@tannin/sprintf|@vanilla-extract/recipes|@radix-ui/react-(progress|slot|context|primitive|compose-refs))/',
    'design-system/Progress/',
    'design-system/(i18n|Typography/Typography|Card/Card|TextLink/TextLink|Button/Button\\.css|LineIcon/LineIcon)\\.',
    'screens/(api/lenient|shared/links|shared/format|shared/live-stats/donationSignal|shared/live-stats/useLiveStats|shared/WhenNeeded|shared/AdminHtml|shared/StickyDonate|shared/prose\\.css)\\.',
    'design-system/(GoalSummary|StatGroup)/',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);

export default defineConfig(({ command }) => ({
  // Relative base: the plugin serves dist/ from a folder of its own, so chunks resolve from the entry's URL.
  base: './',
  // scopedStyles(): every `.css.ts` rule compiled under ThemeRoot with raised specificity, so a WordPress theme's
  // or wp-admin's rules do not restyle the app (scripts/scope-styles.ts; design-system/README.md says why).
  plugins: [react(), vanillaExtractPlugin(), scopedStyles(), reactRouterTreeShaking, adminBuild()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${here}scripts/shims/use-sync-external-store-shim.ts`,
      },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  optimizeDeps: {
    // Pre-bundle everything stories import, so browser-mode tests never stop to re-optimise on a cold cache.
    include: [
      '@vanilla-extract/dynamic',
      '@vanilla-extract/recipes/createRuntimeFn',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      'react-dropzone',
      'react-hook-form',
      'react-router-dom',
      '@radix-ui/react-progress',
      'swr',
      'valibot',
      'validator/lib/isEmail',
      'colord',
      'colord/plugins/a11y',
      '@tannin/sprintf',
      'dompurify',
      'storybook/test',
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, cors: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    target: 'es2022',
    manifest: 'manifest.json',
    // No preload lists for lazy pages: their hashed file names were 1 KB gzip of p2p.js (the phone budget for /).
    // A page chunk's own imports then start when it arrives (one more round trip on navigation, under the page's
    // spinner); the host still announces the first screen's chunks as modulepreload (host/page/preload.ts).
    modulePreload: false,
    rollupOptions: {
      input: { p2p: 'screens/main.tsx' },
      output: {
        entryFileNames: 'p2p.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // One chunk for what the shell imports and every page's first screen shares: left to itself the bundler
        // splits these into eight chunks of 0.3-3 KB (the entry may not export to lazy pages), and their separate
        // gzip streams cost 3 KB of the phone budget for the same code. Radix Progress (every landing page's first
        // screen) rides in it too: 0.5 KB less on /, /team/ and /fundraiser/, 2.7 KB more on the form pages.
        codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES }] },
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'p2p.css' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['design-system/**/*.test.{ts,tsx}', 'screens/**/*.test.{ts,tsx}', '.storybook/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts', 'tests/setup/patience.ts'],
          restoreMocks: true,
          // CI is a shared two-core machine: the first test of a file pays for transforming the lazily imported
          // page and for loading axe, 3-6 s under load, and tests at the default 5 s failed there (Leaderboard,
          // the admin teams axe check). A budget, not a retry: a test that waits for something that never comes
          // still fails, and absence checks do not wait on it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'host',
          environment: 'node',
          include: ['host/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${here}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
