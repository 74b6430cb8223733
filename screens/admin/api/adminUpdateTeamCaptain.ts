import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { numeric } from '../../api/lenient';

export const ADMIN_UPDATE_TEAM_CAPTAIN = 'admin-update-team-captain';

/** Section 7.15: `{teamId:"<id>"}`. */
export const updateTeamCaptainSchema = v.looseObject({ teamId: numeric });

/** Makes one of the team's members its captain (the server refuses a fundraiser outside the team with 422). */
export function adminUpdateTeamCaptain(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  fundraiserId: number,
): Promise<v.InferOutput<typeof updateTeamCaptainSchema>> {
  return client.request(ADMIN_UPDATE_TEAM_CAPTAIN, {
    method: 'POST',
    body: { campaignId, teamId, captain: fundraiserId },
    schema: updateTeamCaptainSchema,
  });
}
