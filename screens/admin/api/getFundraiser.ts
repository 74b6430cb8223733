import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { readEnvelope, type ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, requiredText, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';

export const GET_FUNDRAISER = 'get-fundraiser';

const adminFundraiserSchema = v.object({
  id: numeric,
  user_id: idOrZero,
  name: requiredText,
  email: text,
  campaign_id: numeric,
  /** Plain text (paragraphs separated by blank lines). */
  story: text,
  goal: amount,
  team_id: v.nullish(idOrZero, 0),
  is_captain: v.optional(flag, false),
  profile_image: text,
  notify_of_donations: v.optional(flag, false),
  status: v.picklist(['active', 'pending', 'denied']),
});
export type AdminFundraiser = v.InferOutput<typeof adminFundraiserSchema>;

const schema = readEnvelope(adminFundraiserSchema);

export function adminFundraiserKey(fundraiserId: number): ReadKey {
  return [GET_FUNDRAISER, { fundraiser_id: fundraiserId }];
}

export async function getFundraiser({ client }: ApiContextValue, fundraiserId: number): Promise<AdminFundraiser> {
  const response = await client.request(GET_FUNDRAISER, { query: { fundraiser_id: fundraiserId }, schema });
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
