/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The unit tests that cover the mutated folders (stryker.config.mjs), as the `unit` project of vite.config.ts runs
 * them, without the host and browser projects: Stryker's Vitest runner runs every project of a config.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${here}scripts/shims/use-sync-external-store-shim.ts`,
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: [
      'design-system/**/model.test.ts',
      'screens/app/**/*.test.{ts,tsx}',
      'screens/api/**/*.test.{ts,tsx}',
      'screens/forms/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/setup/unit.ts'],
    restoreMocks: true,
    // Instrumented code (every mutant behind a switch, per-test coverage) runs several times slower than the app.
    testTimeout: 30_000,
  },
});
