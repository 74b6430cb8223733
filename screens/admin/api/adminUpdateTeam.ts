import type { ApiContextValue } from '../../api/ApiContext';
import {
  adminTeamProfileFormData,
  adminTeamSavedSchema,
  type AdminTeamProfile,
  type AdminTeamSaved,
} from './adminTeamProfile';

export const ADMIN_UPDATE_TEAM = 'admin-update-team';

/** Saves a team's profile (multipart); campaignId is required (the plugin moves the team to it). */
export function adminUpdateTeam(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  profile: AdminTeamProfile,
): Promise<AdminTeamSaved> {
  return client.request(ADMIN_UPDATE_TEAM, {
    method: 'POST',
    body: adminTeamProfileFormData({ campaignId, teamId }, profile),
    schema: adminTeamSavedSchema,
  });
}
