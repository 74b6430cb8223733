import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { toFormData } from '../../api/formData';
import { numeric } from '../../api/lenient';
import { wireBoolean } from './wireForms';

export const ADMIN_CREATE_FUNDRAISER = 'admin-create-fundraiser';

/** What the admin profile step sends; goal is already parsed from the typed text (whole currency units). */
export interface AdminFundraiserFields {
  story: string;
  goal: number;
  /** 0 = no team. */
  teamId: number;
  file: File | null;
  notifyOfDonations: boolean;
}

/** Create answers `{fundraiserId:int}`, update `{fundraiserId:"<id>"}` (section 7.13). */
export const fundraiserSavedSchema = v.looseObject({ fundraiserId: numeric });

/**
 * Sends the profile with `call` (section 7.13, multipart): the ids, story, goal, teamId (only with a team), file
 * (only when chosen), notify_of_donations. Answers the fundraiser's id.
 */
export async function saveAdminFundraiser(
  { client }: ApiContextValue,
  call: string,
  ids: { campaignId: number; userId: number } | { fundraiserId: number },
  fields: AdminFundraiserFields,
): Promise<number> {
  const response = await client.request(call, {
    method: 'POST',
    body: toFormData({
      ...ids,
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

/** A new fundraiser for the WordPress user `userId` in the campaign. */
export function adminCreateFundraiser(
  api: ApiContextValue,
  userId: number,
  fields: AdminFundraiserFields,
): Promise<number> {
  return saveAdminFundraiser(api, ADMIN_CREATE_FUNDRAISER, { campaignId: api.campaignId, userId }, fields);
}
