/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

// React Router's package exports point every condition at its development build (warnings, invariant messages):
// a production build resolves the production files by path instead. Tests and Storybook keep the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${here}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${here}node_modules/react-router/dist/production/dom-export.mjs` },
];

export default defineConfig(({ command }) => ({
  // Relative base: the plugin serves dist/ from a folder of its own, so chunks resolve from the entry's URL.
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${here}scripts/shims/use-sync-external-store-shim.ts` },
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
    rollupOptions: {
      input: { p2p: 'screens/main.tsx' },
      output: {
        entryFileNames: 'p2p.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
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
          setupFiles: ['tests/setup/unit.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'host',
          environment: 'node',
          include: ['host/**/*.test.ts'],
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
