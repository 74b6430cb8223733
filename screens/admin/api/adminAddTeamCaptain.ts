import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { numeric } from '../../api/lenient';

export const ADMIN_ADD_TEAM_CAPTAIN = 'admin-add-team-captain';

export interface NewTeamCaptain {
  firstName: string;
  lastName: string;
  email: string;
}

const schema = v.looseObject({ teamId: numeric, fundraiserId: numeric });

/**
 * Makes a new captain: the server creates the user (or reuses the one with that email) and an approved
 * fundraiser in the team, and makes it captain.
 */
export function adminAddTeamCaptain(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  captain: NewTeamCaptain,
): Promise<v.InferOutput<typeof schema>> {
  return client.request(ADMIN_ADD_TEAM_CAPTAIN, {
    method: 'POST',
    body: { campaignId, teamId, firstName: captain.firstName, lastName: captain.lastName, email: captain.email },
    schema,
  });
}
