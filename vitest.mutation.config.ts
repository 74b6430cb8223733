/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { chosenFolders, mutationFolders } from './scripts/mutation-folders.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The unit tests of the folders being mutated (MUTATION_FOLDERS, see scripts/mutation-folders.mjs). */
const folders = chosenFolders().map((name) => mutationFolders[name]);
const tests = folders.flatMap((folder) => folder.tests.filter((glob) => !glob.startsWith('!')));
const excluded = [
  ...configDefaults.exclude,
  ...folders.flatMap((folder) => folder.tests.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1))),
];
/** Tests that need a DOM: those that render, and those a folder lists. The rest run in Node, much faster. */
const domTests = [
  ...tests.filter((glob) => glob.endsWith('{ts,tsx}')).map((glob) => glob.replace(/\{ts,tsx\}$/, 'tsx')),
];
for (const folder of folders) domTests.push(...(folder.dom ?? []));

/**
 * The unit tests that cover the mutated folders, as the `unit` project of vite.config.ts runs them, without the
 * host and browser projects (Stryker's Vitest runner runs every project of a config) and without the tests of
 * folders not being mutated (Stryker runs every included test once before it starts on the mutants).
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
    restoreMocks: true,
    // Instrumented code (every mutant behind a switch, per-test coverage) runs several times slower than the app.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: tests, exclude: [...excluded, ...domTests] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTests,
          exclude: excluded,
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
    ],
  },
});
