import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { adminListEnvelope, listQuery, toListPage, type AdminListPage, type ListParams } from './adminList';
import { approvalState, approvalStatusSchema } from './wireForms';

export const GET_TEAMS = 'get-teams';

/** The sorts the plugin accepts (section 7.2; `captain` is not a real column there, so it is not offered). */
export const TEAM_SORTS = ['name', 'goal', 'status', 'date_created'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
/** `denied` is the reference host's addition; the plugin knows active and pending. */
export const TEAM_STATUSES = ['active', 'pending', 'denied'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

const teamCaptainSchema = v.object({ id: numeric, user_id: numeric, name: text, avatar: v.optional(text, '') });

/** A get-teams row as section 7.2 sends it (plus the host's optional additions), read into the list's model. */
export const teamRowSchema = v.pipe(
  v.object({
    team_id: numeric,
    team_name: text,
    team_goal: amount,
    amount_raised: amount,
    profile_image: text,
    date_created: text,
    team_status: flag,
    team_captains: v.optional(v.array(teamCaptainSchema), []),
    fundraisers_total: amount,
    fundraisers_pending: amount,
    // Our additions (host/README.md): absent from the plugin's answer.
    approval_status: approvalStatusSchema,
    access: v.optional(v.picklist(['public', 'private']), 'public'),
    team_url: v.optional(text, ''),
  }),
  v.transform(({ team_captains, approval_status, ...row }) => {
    const first = team_captains[0];
    return {
      ...row,
      team_status: approvalState(row.team_status, approval_status),
      captain: first ? { fundraiser_id: first.id, user_id: first.user_id, name: first.name } : null,
    };
  }),
);
export type AdminTeamRow = v.InferOutput<typeof teamRowSchema>;

export const teamsSchema = adminListEnvelope(teamRowSchema);

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
  const response = await client.request(GET_TEAMS, { query: teamsQuery(campaignId, params), schema: teamsSchema });
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
