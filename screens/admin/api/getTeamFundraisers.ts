import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, requiredText, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { approvalState, approvalStatusSchema, storyText } from './wireForms';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';

export const GET_TEAM_FUNDRAISERS = 'get-team-fundraisers';

/** The sorts the plugin accepts (section 7.3; `amount_raised` is the reference host's addition). */
export const FUNDRAISER_SORTS = ['goal', 'team_id', 'status', 'date_created', 'amount_raised'] as const;
export type FundraiserSort = (typeof FUNDRAISER_SORTS)[number];
export const FUNDRAISER_STATUSES = ['active', 'pending', 'denied'] as const;
export type FundraiserStatus = (typeof FUNDRAISER_STATUSES)[number];
/** `all` (every fundraiser), `none` (fundraisers without a team) or one team's id. */
export type TeamFilter = 'all' | 'none' | number;

export interface FundraiserListParams extends ListParams<FundraiserSort, FundraiserStatus> {
  team: TeamFilter;
}

/** A get-team-fundraisers row as section 7.3 sends it (plus the host's optional additions), in the list's model. */
export const adminFundraiserRowSchema = v.pipe(
  v.object({
    id: numeric,
    user_id: idOrZero,
    fundraiser_name: requiredText,
    fundraiser_goal: amount,
    amount_raised: amount,
    team_id: v.nullish(idOrZero, 0),
    team: text,
    is_captain: v.optional(flag, false),
    status: flag,
    profile_image: text,
    date_created: text,
    notify_of_donations: v.optional(flag, false),
    story: v.optional(text, ''),
    // Our additions (host/README.md): absent from the plugin's answer.
    approval_status: approvalStatusSchema,
    email: v.optional(text, ''),
    fundraiser_url: v.optional(text, ''),
  }),
  v.transform((row) => ({
    id: row.id,
    user_id: row.user_id,
    name: row.fundraiser_name,
    email: row.email,
    goal: row.fundraiser_goal,
    amount_raised: row.amount_raised,
    team_id: row.team_id,
    team_name: row.team,
    is_captain: row.is_captain,
    status: approvalState(row.status, row.approval_status),
    profile_image: row.profile_image,
    fundraiser_url: row.fundraiser_url,
    date_created: row.date_created,
    notify_of_donations: row.notify_of_donations,
    story: storyText(row.story),
  })),
);
export type AdminFundraiserRow = v.InferOutput<typeof adminFundraiserRowSchema>;

export interface TeamOption {
  id: number;
  name: string;
}

/** `teams` is `{"<id>": "<name>"}`, but `[]` when the campaign has no teams; read as options sorted by name. */
export const teamOptionsSchema = v.pipe(
  v.union([v.record(v.string(), text), v.pipe(v.array(v.never()), v.length(0))]),
  v.transform((teams): TeamOption[] =>
    Array.isArray(teams)
      ? []
      : Object.entries(teams)
          .map(([id, name]) => ({ id: Number(id), name }))
          .filter((team) => Number.isSafeInteger(team.id) && team.id > 0)
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  ),
);

export const teamFundraisersSchema = v.looseObject({
  ...adminListEnvelope(adminFundraiserRowSchema).entries,
  teams: v.optional(teamOptionsSchema, []),
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
    schema: teamFundraisersSchema,
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
