import type { ApiContextValue } from '../../api/ApiContext';
import { toFormData } from '../../api/formData';
import { fundraiserSavedSchema, type AdminFundraiserFields } from './adminCreateFundraiser';

export const ADMIN_UPDATE_FUNDRAISER = 'admin-update-fundraiser';

/**
 * Multipart: fundraiserId, story, goal, teamId, file (only when chosen), notify_of_donations ('1' or '0').
 * `teamId: null` leaves the team unchanged (a captain's team is locked, the field is not sent); 0 sends '' = no team.
 */
export async function adminUpdateFundraiser(
  { client }: ApiContextValue,
  fundraiserId: number,
  fields: Omit<AdminFundraiserFields, 'teamId'> & { teamId: number | null },
): Promise<number> {
  const response = await client.request(ADMIN_UPDATE_FUNDRAISER, {
    method: 'POST',
    body: toFormData({
      fundraiserId,
      story: fields.story,
      goal: fields.goal,
      teamId: fields.teamId === null ? undefined : fields.teamId > 0 ? fields.teamId : '',
      file: fields.file,
      notify_of_donations: fields.notifyOfDonations ? '1' : '0',
    }),
    schema: fundraiserSavedSchema,
  });
  return response.fundraiserId;
}
