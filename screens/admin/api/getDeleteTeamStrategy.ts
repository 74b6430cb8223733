import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { isApiError } from '../../api/errors';
import { amount, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';

/** The reference host's addition (host/README.md): the plugin has no such read. */
export const GET_DELETE_TEAM_STRATEGY = 'get-delete-team-strategy';

export const MEMBER_OPTIONS = ['deleteMembers', 'detachMembers', 'moveMembers'] as const;
export type MemberOption = (typeof MEMBER_OPTIONS)[number];

export const deleteTeamStrategySchema = v.looseObject({
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
export type DeleteTeamStrategy = v.InferOutput<typeof deleteTeamStrategySchema>;

/** The row the delete starts from: what the screen knows when the server offers no choice. */
export interface TeamToDelete {
  team_id: number;
  team_name: string;
  fundraisers_total: number;
}

export function deleteTeamStrategyKey(teamId: number): ReadKey {
  return [GET_DELETE_TEAM_STRATEGY, { team_id: teamId }];
}

/**
 * What may happen to the members. A server without this read (the plugin: 404 rest_no_route) deletes members
 * with the team (section 3, delete-team-strategy), so that is the one option then.
 */
export async function fetchDeleteTeamStrategy(
  { client }: ApiContextValue,
  team: TeamToDelete,
): Promise<DeleteTeamStrategy> {
  try {
    return await client.request(GET_DELETE_TEAM_STRATEGY, {
      query: { team_id: team.team_id },
      schema: deleteTeamStrategySchema,
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404 || error.code !== 'rest_no_route') throw error;
    return {
      team_id: team.team_id,
      team_name: team.team_name,
      members: team.fundraisers_total,
      options: ['deleteMembers'],
      teams: [],
    };
  }
}

/** What may happen to a team's members when it is deleted: the server decides which options apply. */
export function useDeleteTeamStrategy(team: TeamToDelete | null, options?: ReadOptions<DeleteTeamStrategy>) {
  return useRead(
    team ? deleteTeamStrategyKey(team.team_id) : null,
    (api) => fetchDeleteTeamStrategy(api, team ?? { team_id: 0, team_name: '', fundraisers_total: 0 }),
    {
      // Always ask again when the modal opens: memberships change between two deletes.
      revalidateOnMount: true,
      ...options,
    },
  );
}
