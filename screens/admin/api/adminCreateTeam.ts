import type { ApiContextValue } from '../../api/ApiContext';
import {
  adminTeamProfileFormData,
  adminTeamSavedSchema,
  type AdminTeamProfile,
  type AdminTeamSaved,
} from './adminTeamProfile';

export const ADMIN_CREATE_TEAM = 'admin-create-team';

/** Creates an approved team without a captain in the campaign (multipart); the wizard goes on to the captain. */
export function adminCreateTeam(
  { client, campaignId }: ApiContextValue,
  profile: AdminTeamProfile,
): Promise<AdminTeamSaved> {
  return client.request(ADMIN_CREATE_TEAM, {
    method: 'POST',
    body: adminTeamProfileFormData({ campaignId }, profile),
    schema: adminTeamSavedSchema,
  });
}
