import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';

export const GET_TEAMS = 'get-teams';

/** The server's whitelists (400 for anything else). */
export const TEAM_SORTS = ['name', 'goal', 'status', 'date_created'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
export const TEAM_STATUSES = ['active', 'pending', 'denied'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

const captainSchema = v.object({ fundraiser_id: numeric, user_id: numeric, name: text });

const teamRowSchema = v.object({
  team_id: numeric,
  team_name: text,
  team_goal: amount,
  amount_raised: amount,
  profile_image: text,
  date_created: text,
  team_status: v.picklist(TEAM_STATUSES),
  access: v.optional(v.picklist(['public', 'private']), 'public'),
  team_url: text,
  captain: v.nullish(captainSchema, null),
  fundraisers_total: amount,
  fundraisers_pending: amount,
});
export type AdminTeamRow = v.InferOutput<typeof teamRowSchema>;

const schema = adminListEnvelope(teamRowSchema);

export type TeamListParams = ListParams<TeamSort, TeamStatus>;

function teamsQuery(campaignId: number, params: TeamListParams) {
  return { campaign_id: campaignId, ...listQuery(params) };
}

export function teamsKey(campaignId: number, params: TeamListParams): ReadKey {
  return [GET_TEAMS, teamsQuery(campaignId, params)];
}

export async function fetchTeams(
  { client }: ApiContextValue,
  campaignId: number,
  params: TeamListParams,
): Promise<AdminListPage<AdminTeamRow>> {
  const response = await client.request(GET_TEAMS, { query: teamsQuery(campaignId, params), schema });
  return toListPage(response);
}

/** One page of a campaign's teams, filtered, searched and sorted on the server. */
export function useTeams(
  campaignId: number,
  params: TeamListParams,
  options?: ReadOptions<AdminListPage<AdminTeamRow>>,
) {
  return useRead(teamsKey(campaignId, params), (api) => fetchTeams(api, campaignId, params), options);
}
