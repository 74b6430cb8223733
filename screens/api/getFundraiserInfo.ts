import * as v from 'valibot';
import { useApi, type ApiContextValue } from './ApiContext';
import { fundraiserSchema } from './entities';
import { readEnvelope, type ReadKey } from './envelope';
import { amount, flag, idOrZero, numeric, text } from './lenient';
import { useRead, type ReadOptions } from './useRead';

export const GET_FUNDRAISER_INFO = 'get-fundraiser-info';

const fundraiserTeamSchema = v.object({
  id: numeric,
  name: text,
  profile_image: text,
  members: amount,
  is_approved: v.optional(flag, false),
  /** Ours, optional (0 when absent): who captains the team, so the status page links its captain to the edit page. */
  captain_user_id: v.optional(idOrZero, 0),
});

const fundraiserInfoSchema = v.object({
  fundraiser: fundraiserSchema,
  team: v.optional(v.nullable(fundraiserTeamSchema), null),
});
export type FundraiserInfo = v.InferOutput<typeof fundraiserInfoSchema>;
const schema = readEnvelope(fundraiserInfoSchema);

export function fundraiserInfoKey(campaignId: number): ReadKey {
  return [GET_FUNDRAISER_INFO, { campaignId }];
}

export async function fetchFundraiserInfo({ client, campaignId }: ApiContextValue): Promise<FundraiserInfo> {
  const response = await client.request(GET_FUNDRAISER_INFO, { query: { campaignId }, schema });
  return response.data;
}

/** The logged-in fundraiser's profile and team (or null). SPEC 8: a failure sends the user to the campaign page. */
export function useFundraiserInfo(options?: ReadOptions<FundraiserInfo>) {
  const { campaignId } = useApi();
  return useRead(fundraiserInfoKey(campaignId), fetchFundraiserInfo, options);
}
