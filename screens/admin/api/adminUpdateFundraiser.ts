import type { ApiContextValue } from '../../api/ApiContext';
import { type AdminFundraiserFields, saveAdminFundraiser } from './adminCreateFundraiser';

export const ADMIN_UPDATE_FUNDRAISER = 'admin-update-fundraiser';

/**
 * Saves a fundraiser's profile. The plugin removes the team when teamId is missing, so a captain's locked team is
 * sent as it is; 0 = no team.
 */
export function adminUpdateFundraiser(
  api: ApiContextValue,
  fundraiserId: number,
  fields: AdminFundraiserFields,
): Promise<number> {
  return saveAdminFundraiser(api, ADMIN_UPDATE_FUNDRAISER, { fundraiserId }, fields);
}
