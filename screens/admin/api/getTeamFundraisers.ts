import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, requiredText, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';

export const GET_TEAM_FUNDRAISERS = 'get-team-fundraisers';

/** The server's sort whitelist for fundraisers (anything else is a 400). */
export const FUNDRAISER_SORTS = ['goal', 'team_id', 'status', 'date_created', 'amount_raised'] as const;
export type FundraiserSort = (typeof FUNDRAISER_SORTS)[number];
export const FUNDRAISER_STATUSES = ['active', 'pending', 'denied'] as const;
export type FundraiserStatus = (typeof FUNDRAISER_STATUSES)[number];
/** `all` (every fundraiser), `none` (fundraisers without a team) or one team's id. */
export type TeamFilter = 'all' | 'none' | number;

export interface FundraiserListParams extends ListParams<FundraiserSort, FundraiserStatus> {
  team: TeamFilter;
}

export const adminFundraiserRowSchema = v.object({
  id: numeric,
  user_id: idOrZero,
  name: requiredText,
  email: text,
  goal: amount,
  amount_raised: amount,
  team_id: v.nullish(idOrZero, 0),
  team_name: text,
  is_captain: v.optional(flag, false),
  status: v.picklist(['active', 'pending', 'denied']),
  profile_image: text,
  fundraiser_url: text,
  date_created: text,
});
export type AdminFundraiserRow = v.InferOutput<typeof adminFundraiserRowSchema>;

const teamOptionSchema = v.object({ id: numeric, name: requiredText });
export type TeamOption = v.InferOutput<typeof teamOptionSchema>;

const schema = v.looseObject({
  ...adminListEnvelope(adminFundraiserRowSchema).entries,
  teams: v.optional(v.array(teamOptionSchema), []),
});

export interface FundraiserListPage extends AdminListPage<AdminFundraiserRow> {
  /** Every team of the campaign, for the team filter. */
  teams: TeamOption[];
}

/** The query on the wire: the shared list params plus campaign_id and team_id (omitted for all teams). */
export function fundraiserListQuery(campaignId: number, params: FundraiserListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { campaign_id: campaignId, ...listQuery(params) };
  if (params.team !== 'all') query.team_id = params.team;
  return query;
}

export function teamFundraisersKey(campaignId: number, params: FundraiserListParams): ReadKey {
  return [GET_TEAM_FUNDRAISERS, fundraiserListQuery(campaignId, params)];
}

export async function getTeamFundraisers(
  { client, campaignId }: ApiContextValue,
  params: FundraiserListParams,
): Promise<FundraiserListPage> {
  const response = await client.request(GET_TEAM_FUNDRAISERS, {
    query: fundraiserListQuery(campaignId, params),
    schema,
  });
  return { ...toListPage(response), teams: response.teams };
}

/** One page of the campaign's fundraisers (admin list). */
export function useAdminFundraisers(
  campaignId: number,
  params: FundraiserListParams,
  options?: ReadOptions<FundraiserListPage>,
) {
  return useRead(teamFundraisersKey(campaignId, params), (api) => getTeamFundraisers(api, params), options);
}

/** The campaign's teams (id and name), for a team field: the list read's `teams`, with one row at most. */
export function useCampaignTeams(campaignId: number) {
  const params: FundraiserListParams = {
    page: 1,
    perPage: 1,
    sort: '',
    direction: 'desc',
    status: 'all',
    search: '',
    team: 'all',
  };
  return useRead(teamFundraisersKey(campaignId, params), async (api) => (await getTeamFundraisers(api, params)).teams);
}
