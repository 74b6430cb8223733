import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, requiredText, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { approvalState, approvalStatusSchema, storyText } from './wireForms';

export const GET_FUNDRAISER = 'get-fundraiser';

/** get-fundraiser's `data` (section 7.4: a 7.3 row whose amount_raised is in minor units), in the edit form's model. */
export const adminFundraiserSchema = v.pipe(
  v.object({
    id: numeric,
    user_id: idOrZero,
    fundraiser_name: requiredText,
    story: text,
    fundraiser_goal: amount,
    team_id: v.nullish(idOrZero, 0),
    is_captain: v.optional(flag, false),
    profile_image: text,
    notify_of_donations: v.optional(flag, false),
    status: flag,
    // Our additions (host/README.md): absent from the plugin's answer.
    approval_status: approvalStatusSchema,
    email: v.optional(text, ''),
  }),
  v.transform((row) => ({
    id: row.id,
    user_id: row.user_id,
    name: row.fundraiser_name,
    email: row.email,
    story: storyText(row.story),
    goal: row.fundraiser_goal,
    team_id: row.team_id,
    is_captain: row.is_captain,
    profile_image: row.profile_image,
    notify_of_donations: row.notify_of_donations,
    status: approvalState(row.status, row.approval_status),
  })),
);
export type AdminFundraiser = v.InferOutput<typeof adminFundraiserSchema>;

export const getFundraiserSchema = v.looseObject({ data: adminFundraiserSchema });

export function adminFundraiserKey(fundraiserId: number): ReadKey {
  return [GET_FUNDRAISER, { fundraiserId }];
}

export async function getFundraiser({ client }: ApiContextValue, fundraiserId: number): Promise<AdminFundraiser> {
  const response = await client.request(GET_FUNDRAISER, { query: { fundraiserId }, schema: getFundraiserSchema });
  return response.data;
}

/** One fundraiser for the admin edit page. */
export function useAdminFundraiser(fundraiserId: number, options?: ReadOptions<AdminFundraiser>) {
  return useRead(
    fundraiserId > 0 ? adminFundraiserKey(fundraiserId) : null,
    (api) => getFundraiser(api, fundraiserId),
    options,
  );
}
