import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { numeric } from '../../api/lenient';

export const ADMIN_ADD_TEAM_CAPTAIN = 'admin-add-team-captain';

export interface NewTeamCaptain {
  firstName: string;
  lastName: string;
  email: string;
  /** The new captain's fundraiser profile (required by the plugin): the campaign's placeholder and goal. */
  story: string;
  /** Whole currency units. */
  goal: number;
}

/** Section 7.15: `{teamId:"<id>"}`; the reference host adds the new captain's fundraiserId. */
export const addTeamCaptainSchema = v.looseObject({ teamId: numeric, fundraiserId: v.optional(numeric) });

/**
 * Makes a new captain: the server creates the user (or reuses the one with that email) and an approved
 * fundraiser in the team, and makes it captain. JSON, as the plugin's captain form sends it (no file).
 */
export function adminAddTeamCaptain(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  captain: NewTeamCaptain,
): Promise<v.InferOutput<typeof addTeamCaptainSchema>> {
  return client.request(ADMIN_ADD_TEAM_CAPTAIN, {
    method: 'POST',
    body: {
      campaignId,
      teamId,
      firstName: captain.firstName,
      lastName: captain.lastName,
      email: captain.email,
      story: captain.story,
      goal: String(captain.goal),
    },
    schema: addTeamCaptainSchema,
  });
}
