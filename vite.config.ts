/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { keepsNoPreloadList } from './scripts/preload-rule.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { scopedStyles } from './scripts/scope-styles.ts';
import { testsThatMock } from './scripts/tests-that-mock.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

const screensTestFolders = ['screens', '.storybook'];
const screensTests = screensTestFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const screensTestsThatMock = testsThatMock(here, screensTestFolders);

/** What every jsdom project shares. */
const jsdomTests = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/unit.ts', 'tests/setup/patience.ts'],
  restoreMocks: true,
  // CI is a shared two-core machine: the first test of a file pays for transforming the lazily imported page and
  // for loading axe, 3-6 s under load, and tests at the default 5 s failed there (Leaderboard, the admin teams axe
  // check). A budget, not a retry: a test that waits for something that never comes still fails, and absence checks
  // do not wait on it.
  testTimeout: 15_000,
};

// React Router's package exports point every condition at its development build (warnings, invariant messages) and
// offer no `production` condition: a production build resolves the production files by path instead (0.5 KB gzip on
// `/`, and no development-only code in dist/, which the bench checks). Tests and Storybook keep the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${here}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${here}node_modules/react-router/dist/production/dom-export.mjs` },
];

export default defineConfig(({ command }) => ({
  // Relative base: the plugin serves dist/ from a folder of its own, so chunks resolve from the entry's URL.
  base: './',
  // scopedStyles(): every `.css.ts` rule compiled under ThemeRoot with raised specificity, so a WordPress theme's
  // or wp-admin's rules do not restyle the app (scripts/scope-styles.ts; design-system/README.md says why).
  plugins: [react(), vanillaExtractPlugin(), scopedStyles(), reactRouterTreeShaking()],
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
    // Preload lists only for the lazy imports inside page chunks (a page's lists below the fold, its dialogs): their
    // whole import tree then starts at once instead of one chunk level per round trip (the team page's lists came
    // five levels deep). The start chunk's imports (the route table's pages) keep none: those hashed file names
    // would cost the phone budget for `/` about 1 KB gzip, and the host announces the landing pages' chunks as
    // modulepreload anyway (host/page/preload.ts); another page's imports start when its chunk arrives. The entry's
    // one import keeps its list (start, runtime, preload helper: 84 bytes), so a host that prints no modulepreload
    // tags still fetches them side by side.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (keepsNoPreloadList(hostId) ? [] : deps),
    },
    rollupOptions: {
      // The visitor app only: scripts/build-apps.mjs (npm run build:app) builds it, then vite.admin.config.ts.
      input: { p2p: 'screens/main.tsx' },
      output: {
        entryFileNames: 'p2p.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The chunk rule: the visitor's first chunk is the app's start module and the campaign home page (the page
        // with the 100 KB budget) with everything they import statically (includeDependenciesRecursively), so `/`
        // loads the entry, this chunk, the preload helper and the runtime: 97.6 KB gzip in 4 files. Without the
        // group, rolldown splits the shared modules into about twenty chunks of 0.1-3 KB whose separate gzip
        // streams cost 4 KB on `/` (101-104 KB). Vite's preload helper (which the entry imports) keeps a chunk of
        // its own, so the entry imports nothing else and no chunk imports the entry (screens/app/bootstrap.ts).
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            {
              name: 'start',
              test: /screens[\\/](app[\\/]start|home[\\/]index)\.tsx$/,
              includeDependenciesRecursively: true,
            },
          ],
        },
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'p2p.css' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    // Vitest's default (all cores but one) is one worker on a two-core machine, the other core mostly idle while
    // jsdom files run one after another (the unit step took 699-944 s on CI with one worker, 499 s here with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // One jsdom per worker for all the screens' files: a fresh jsdom (and a fresh load of every package) per file
        // was most of this project's time (environment 394 s and import 107 s of 416 s on a clean clone). Each file
        // still starts from fresh modules and a clean page (tests/setup/freshFile.ts; all dependencies inlined so
        // that the reset reaches theirs too). Files that replace modules (vi.mock) run in `unit-isolated`: a mock
        // would otherwise outlive its file.
        extends: true,
        test: {
          ...jsdomTests,
          name: 'unit',
          include: screensTests,
          exclude: [...configDefaults.exclude, ...screensTestsThatMock],
          setupFiles: ['tests/setup/freshFile.ts', ...jsdomTests.setupFiles],
          isolate: false,
          server: { deps: { inline: true } },
        },
      },
      {
        extends: true,
        test: { ...jsdomTests, name: 'unit-isolated', include: screensTestsThatMock },
      },
      {
        // The design system's tests share one jsdom per worker too, without a module reset (they mock no modules and
        // hold little module state): a fresh jsdom per file was 80 % of their time (145 s → 28 s).
        // tests/setup/sharedState.ts puts back after each test the little global state the design system has.
        extends: true,
        test: {
          ...jsdomTests,
          name: 'design',
          include: ['design-system/**/*.test.{ts,tsx}'],
          setupFiles: [...jsdomTests.setupFiles, 'tests/setup/sharedState.ts'],
          isolate: false,
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
