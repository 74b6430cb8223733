// Types for mutation-folders.mjs (plain JavaScript, as stryker.config.mjs imports it), for vitest.mutation.config.ts.
export interface MutationFolder {
  /** Globs of the files mutated. */
  mutate: string[];
  /** Globs of the tests that run; `!glob` leaves tests out. */
  tests: string[];
  /** Tests that need jsdom though they render nothing (`*.test.tsx` always get it). */
  dom?: string[];
}
export type MutationFolderName = 'design-system' | 'app' | 'api' | 'forms';
export const mutationFolders: Record<MutationFolderName, MutationFolder>;
export const notMutated: string[];
export function chosenFolders(env?: string): MutationFolderName[];
export function reportDir(names?: MutationFolderName[]): string;
