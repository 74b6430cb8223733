import type { ApiContextValue } from '../../api/ApiContext';
import {
  adminTeamProfileFormData,
  adminTeamSavedSchema,
  type AdminTeamProfile,
  type AdminTeamSaved,
} from './adminTeamProfile';

export const ADMIN_UPDATE_TEAM = 'admin-update-team';

/** Saves a team's profile (multipart); its status and campaign stay as they are. */
export function adminUpdateTeam(
  { client }: ApiContextValue,
  teamId: number,
  profile: AdminTeamProfile,
): Promise<AdminTeamSaved> {
  return client.request(ADMIN_UPDATE_TEAM, {
    method: 'POST',
    body: adminTeamProfileFormData({ teamId }, profile),
    schema: adminTeamSavedSchema,
  });
}
