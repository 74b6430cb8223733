import type { ApiContextValue } from '../../api/ApiContext';
import { type AdminTeamProfile, type AdminTeamSaved, saveAdminTeam } from './adminTeamProfile';

export const ADMIN_CREATE_TEAM = 'admin-create-team';

/** Creates an approved team without a captain in the campaign (multipart); the wizard goes on to the captain. */
export function adminCreateTeam(api: ApiContextValue, profile: AdminTeamProfile): Promise<AdminTeamSaved> {
  return saveAdminTeam(api, ADMIN_CREATE_TEAM, { campaignId: api.campaignId }, profile);
}
