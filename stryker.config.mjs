// Mutation testing (issue 13): StrykerJS with the Vitest runner over the pure logic. `npm run mutation` runs it
// (scripts/mutation.mjs) and prints the score per folder; docs/MUTATION.md has the figures and the survivors.
// Not part of `npm test`: it takes long on two cores. One test process at a time (the machine is shared).
import { chosenFolders, mutationFolders, notMutated, reportDir } from './scripts/mutation-folders.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Every folder of scripts/mutation-folders.mjs, or those named in MUTATION_FOLDERS (`npm run mutation -- forms`).
  mutate: [...chosenFolders().flatMap((name) => mutationFolders[name].mutate), ...notMutated],
  // TypeScript 7 (native) has no JavaScript API for Stryker's tsconfig rewriting; Vitest needs no tsconfig, so none
  // is named (a path that does not exist switches the rewriting off).
  tsconfigFile: 'stryker-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  // Static mutants (in code run when a module loads: lookup tables, constants) need every test of the folder run
  // again in a fresh environment: in design-system 33 of 488 mutants were estimated at 71 % of the run, and a
  // folder did not finish in an hour on the shared machine. They are reported as Ignored, outside the score
  // (docs/MUTATION.md lists how many per folder); `--ignoreStatic false` tests them too.
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 20_000,
  // The first run of every test, with per-test coverage, took over Stryker's default 5 minutes on a loaded machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir()}/index.html` },
  jsonReporter: { fileName: `${reportDir()}/mutation.json` },
  // A rerun tests only the mutants whose code or covering tests changed since the last run of the same folders
  // (`--force` tests them all again).
  incremental: true,
  incrementalFile: `${reportDir()}/incremental.json`,
  tempDirName: '.stryker-tmp',
  // The sandbox copies the project: not builds, reports or databases in use.
  ignorePatterns: ['test-results', 'playwright-report', 'dist*', 'storybook-static', 'host/data', 'bench', 'docs'],
  cleanTempDir: true,
  thresholds: { high: 85, low: 70, break: null },
};
