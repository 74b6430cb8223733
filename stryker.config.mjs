// Mutation testing (issue 13): StrykerJS with the Vitest runner over the pure logic. `npm run mutation` runs it
// (scripts/mutation.mjs) and prints the score per folder; docs/MUTATION.md has the figures and the survivors.
// Not part of `npm test`: it takes long on two cores. One test process at a time (the machine is shared).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'design-system/**/model.ts',
    'screens/app/**/*.{ts,tsx}',
    'screens/api/**/*.{ts,tsx}',
    'screens/forms/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.stories.tsx',
    '!**/*.css.ts',
    '!screens/*/testing/**',
  ],
  // TypeScript 7 (native) has no JavaScript API for Stryker's tsconfig rewriting; Vitest needs no tsconfig, so none
  // is named (a path that does not exist switches the rewriting off).
  tsconfigFile: 'stryker-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  concurrency: 1,
  timeoutMS: 20_000,
  // The first run of every test, with per-test coverage, took over Stryker's default 5 minutes on a loaded machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox copies the project: not builds, reports or databases in use.
  ignorePatterns: ['test-results', 'playwright-report', 'dist*', 'storybook-static', 'host/data', 'bench', 'docs'],
  cleanTempDir: true,
  thresholds: { high: 85, low: 70, break: null },
};
