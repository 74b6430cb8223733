// The folders `npm run mutation` can mutate, each with the files mutated and the unit tests that cover them. Shared
// by stryker.config.mjs (what is mutated) and vitest.mutation.config.ts (what runs), so that a run of one folder
// (`npm run mutation -- forms`, or MUTATION_FOLDERS=forms) neither mutates nor runs the others: the initial test run
// of every test took most of an hour on the shared two-core machine.

// Stryker's Vitest runner sets up a test file's environment again for every mutant, and jsdom took seven of the ten
// seconds a model test file cost: tests run in Node unless they render (`*.test.tsx`) or are listed under `dom`.
/** @type {Record<string, { mutate: string[]; tests: string[]; dom?: string[] }>} */
export const mutationFolders = {
  'design-system': {
    mutate: ['design-system/**/model.ts'],
    tests: ['design-system/**/model*.test.ts'],
    dom: ['design-system/StickyActionBar/model.test.ts'],
  },
  app: {
    mutate: ['screens/app/**/*.{ts,tsx}'],
    tests: ['screens/app/**/*.test.{ts,tsx}', '!screens/app/testing/**'],
    dom: ['screens/app/hostData.test.ts', 'screens/app/redirects.test.ts'],
  },
  api: { mutate: ['screens/api/**/*.{ts,tsx}'], tests: ['screens/api/**/*.test.{ts,tsx}'] },
  forms: {
    mutate: ['screens/forms/**/*.{ts,tsx}'],
    tests: ['screens/forms/**/*.test.{ts,tsx}'],
    dom: ['screens/forms/drafts/draftStore.test.ts'],
  },
};

/** Not logic: tests, stories, styles, and the test helpers under `testing/` (whose page-story test is not unit). */
export const notMutated = ['!**/*.test.{ts,tsx}', '!**/*.stories.tsx', '!**/*.css.ts', '!screens/*/testing/**'];

/** The folders chosen by MUTATION_FOLDERS (comma-separated names of mutationFolders), or all of them. */
export function chosenFolders(env = process.env.MUTATION_FOLDERS) {
  const names = (env ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(name in mutationFolders))
      throw new Error(`unknown mutation folder ${name}: one of ${Object.keys(mutationFolders).join(', ')}`);
  return names.length ? names : Object.keys(mutationFolders);
}

/** Where a run over these folders keeps its reports and its incremental file (test-results/ is not committed). */
export function reportDir(names = chosenFolders()) {
  return `test-results/mutation/${names.join('+')}`;
}
