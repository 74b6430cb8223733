import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { amount } from '../../api/lenient';
import type { MemberOption } from './getDeleteTeamStrategy';

export const DELETE_TEAM = 'delete-team';

export interface DeleteTeamPayload {
  teamId: number;
  members: MemberOption;
  /** Only with moveMembers. */
  targetTeamId?: number | undefined;
}

const schema = v.looseObject({ members_affected: amount });

/** Deletes a team; the server checks `members` against the options it offers and refuses anything else. */
export async function deleteTeam({ client }: ApiContextValue, payload: DeleteTeamPayload): Promise<number> {
  const body: Record<string, unknown> = { team_id: payload.teamId, members: payload.members };
  if (payload.members === 'moveMembers' && payload.targetTeamId) body.target_team_id = payload.targetTeamId;
  const response = await client.request(DELETE_TEAM, { method: 'POST', body, schema });
  return response.members_affected;
}
