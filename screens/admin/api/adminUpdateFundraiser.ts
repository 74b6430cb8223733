import type { ApiContextValue } from '../../api/ApiContext';
import { toFormData } from '../../api/formData';
import { wireBoolean } from './wireForms';
import { fundraiserSavedSchema, type AdminFundraiserFields } from './adminCreateFundraiser';

export const ADMIN_UPDATE_FUNDRAISER = 'admin-update-fundraiser';

/**
 * Multipart (section 7.13): fundraiserId, story, goal, teamId, file (only when chosen), notify_of_donations.
 * The plugin removes the team when teamId is missing, so a captain's locked team is sent as it is; 0 = no team.
 */
export async function adminUpdateFundraiser(
  { client }: ApiContextValue,
  fundraiserId: number,
  fields: AdminFundraiserFields,
): Promise<number> {
  const response = await client.request(ADMIN_UPDATE_FUNDRAISER, {
    method: 'POST',
    body: toFormData({
      fundraiserId,
      story: fields.story,
      goal: fields.goal,
      teamId: fields.teamId > 0 ? fields.teamId : undefined,
      file: fields.file,
      notify_of_donations: wireBoolean(fields.notifyOfDonations),
    }),
    schema: fundraiserSavedSchema,
  });
  return response.fundraiserId;
}
