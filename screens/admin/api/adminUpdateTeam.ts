import type { ApiContextValue } from '../../api/ApiContext';
import { type AdminTeamProfile, type AdminTeamSaved, saveAdminTeam } from './adminTeamProfile';

export const ADMIN_UPDATE_TEAM = 'admin-update-team';

/** Saves a team's profile (multipart); campaignId is required (the plugin moves the team to it). */
export function adminUpdateTeam(
  api: ApiContextValue,
  teamId: number,
  profile: AdminTeamProfile,
): Promise<AdminTeamSaved> {
  return saveAdminTeam(api, ADMIN_UPDATE_TEAM, { campaignId: api.campaignId, teamId }, profile);
}
