import type { ScopedMutator } from 'swr';

// The teams list's reads (get-teams, owned by the teams screen): a wizard's write changes what they show.
const LIST_READS: ReadonlySet<unknown> = new Set(['get-teams', 'get-team-fundraisers']);

/** Marks every cached teams/fundraisers list stale, so going back to the list shows the change. */
export function revalidateTeamLists(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && LIST_READS.has(key[0]));
}
