import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';

export const GET_DELETE_TEAM_STRATEGY = 'get-delete-team-strategy';

export const MEMBER_OPTIONS = ['deleteMembers', 'detachMembers', 'moveMembers'] as const;
export type MemberOption = (typeof MEMBER_OPTIONS)[number];

const schema = v.looseObject({
  team_id: numeric,
  team_name: text,
  members: amount,
  // An option this client does not know is dropped, never offered.
  options: v.pipe(
    v.array(v.string()),
    v.transform((values) => values.filter((value): value is MemberOption => MEMBER_OPTIONS.some((o) => o === value))),
  ),
  teams: v.optional(v.array(v.object({ id: numeric, name: text })), []),
});
export type DeleteTeamStrategy = v.InferOutput<typeof schema>;

export function deleteTeamStrategyKey(teamId: number): ReadKey {
  return [GET_DELETE_TEAM_STRATEGY, { team_id: teamId }];
}

export async function fetchDeleteTeamStrategy(
  { client }: ApiContextValue,
  teamId: number,
): Promise<DeleteTeamStrategy> {
  return client.request(GET_DELETE_TEAM_STRATEGY, { query: { team_id: teamId }, schema });
}

/** What may happen to a team's members when it is deleted: the server decides which options apply. */
export function useDeleteTeamStrategy(teamId: number | null, options?: ReadOptions<DeleteTeamStrategy>) {
  return useRead(teamId ? deleteTeamStrategyKey(teamId) : null, (api) => fetchDeleteTeamStrategy(api, teamId ?? 0), {
    // Always ask again when the modal opens: memberships change between two deletes.
    revalidateOnMount: true,
    ...options,
  });
}
