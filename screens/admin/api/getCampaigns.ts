import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';

export const GET_CAMPAIGNS = 'get-campaigns';

/** The server's whitelists (400 for anything else); `id` is its default order. */
export const CAMPAIGN_SORTS = ['id', 'campaign_title', 'campaign_goal'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGN_STATUSES = ['active', 'inactive', 'draft'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const campaignRowSchema = v.object({
  id: numeric,
  title: text,
  status: v.picklist(CAMPAIGN_STATUSES),
  campaign_goal: amount,
  amount_raised: amount,
  campaign_url: text,
  image: text,
  teams_count: amount,
  teams_pending: amount,
  fundraisers_count: amount,
  fundraisers_pending: amount,
  team_approvals: v.optional(flag, false),
  fundraiser_approvals: v.optional(flag, false),
});
export type AdminCampaignRow = v.InferOutput<typeof campaignRowSchema>;

const schema = adminListEnvelope(campaignRowSchema);

export type CampaignListParams = ListParams<CampaignSort, CampaignStatus>;

export function campaignsKey(params: CampaignListParams): ReadKey {
  return [GET_CAMPAIGNS, listQuery(params)];
}

export async function fetchCampaigns(
  { client }: ApiContextValue,
  params: CampaignListParams,
): Promise<AdminListPage<AdminCampaignRow>> {
  const response = await client.request(GET_CAMPAIGNS, { query: listQuery(params), schema });
  return toListPage(response);
}

/** One page of campaigns, filtered and sorted on the server; the previous page stays on screen while the next loads. */
export function useCampaigns(params: CampaignListParams, options?: ReadOptions<AdminListPage<AdminCampaignRow>>) {
  return useRead(campaignsKey(params), (api) => fetchCampaigns(api, params), { keepPreviousData: true, ...options });
}
