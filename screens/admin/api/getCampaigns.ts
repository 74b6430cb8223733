import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';

export const GET_CAMPAIGNS = 'get-campaigns';

/** The sorts this list offers (the plugin takes any column; the reference host whitelists these). */
export const CAMPAIGN_SORTS = ['id', 'campaign_title', 'campaign_goal'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGN_STATUSES = ['active', 'inactive', 'draft'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A get-campaigns row as section 7.1 sends it, read into the list's model. */
export const campaignRowSchema = v.pipe(
  v.object({
    campaign_id: numeric,
    campaign_title: text,
    status: v.picklist(CAMPAIGN_STATUSES),
    campaign_goal: amount,
    campaign_amount_raised: amount,
    campaign_url: text,
    campaign_logo: text,
    teams_total: amount,
    teams_pending: amount,
    fundraisers_total: amount,
    fundraisers_pending: amount,
    hasTeamApprovals: v.optional(flag, false),
    hasFundraiserApprovals: v.optional(flag, false),
  }),
  v.transform((row) => ({
    id: row.campaign_id,
    title: row.campaign_title,
    status: row.status,
    campaign_goal: row.campaign_goal,
    amount_raised: row.campaign_amount_raised,
    campaign_url: row.campaign_url,
    image: row.campaign_logo,
    teams_count: row.teams_total,
    teams_pending: row.teams_pending,
    fundraisers_count: row.fundraisers_total,
    fundraisers_pending: row.fundraisers_pending,
    team_approvals: row.hasTeamApprovals,
    fundraiser_approvals: row.hasFundraiserApprovals,
  })),
);
export type AdminCampaignRow = v.InferOutput<typeof campaignRowSchema>;

export const campaignsSchema = adminListEnvelope(campaignRowSchema);

export type CampaignListParams = ListParams<CampaignSort, CampaignStatus>;

export function campaignsKey(params: CampaignListParams): ReadKey {
  return [GET_CAMPAIGNS, listQuery(params)];
}

export async function fetchCampaigns(
  { client }: ApiContextValue,
  params: CampaignListParams,
): Promise<AdminListPage<AdminCampaignRow>> {
  const response = await client.request(GET_CAMPAIGNS, { query: listQuery(params), schema: campaignsSchema });
  return toListPage(response);
}

/** One page of campaigns, filtered and sorted on the server; the previous page stays on screen while the next loads. */
export function useCampaigns(params: CampaignListParams, options?: ReadOptions<AdminListPage<AdminCampaignRow>>) {
  return useRead(campaignsKey(params), (api) => fetchCampaigns(api, params), { keepPreviousData: true, ...options });
}
