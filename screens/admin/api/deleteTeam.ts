import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { amount } from '../../api/lenient';
import type { MemberOption } from './getDeleteTeamStrategy';

export const DELETE_TEAM_STRATEGY = 'delete-team-strategy';

export interface DeleteTeamPayload {
  teamId: number;
  members: MemberOption;
  /** Only with moveMembers. */
  targetTeamId?: number | undefined;
  /** How many members the team had, for the message when the server does not say. */
  memberCount: number;
}

/** Section 7.17: `{strategy:null, fundraiser:null}`; the reference host adds `members_affected`. */
export const deleteTeamResultSchema = v.looseObject({ members_affected: v.optional(amount) });

/**
 * Deletes a team (JSON `{team_id}`); `members` and `target_team_id` are the reference host's additions, checked
 * there against the options it offers. Answers how many members were affected.
 */
export async function deleteTeam({ client }: ApiContextValue, payload: DeleteTeamPayload): Promise<number> {
  const body: Record<string, unknown> = { team_id: payload.teamId, members: payload.members };
  if (payload.members === 'moveMembers' && payload.targetTeamId) body.target_team_id = payload.targetTeamId;
  const response = await client.request(DELETE_TEAM_STRATEGY, { method: 'POST', body, schema: deleteTeamResultSchema });
  return response.members_affected ?? payload.memberCount;
}
