/*
 * The fakes of stories and tests keep rows in the screens' own terms and answer in the plugin's (section 7):
 * these turn one into the other, as the reference host does.
 */

type Row = Record<string, unknown>;

const idText = (value: unknown): string => (value === null || value === undefined || value === 0 ? '' : String(value));

/** A get-campaigns row (7.1) from the list's model. */
export function wireCampaign(row: Row): Row {
  return {
    campaign_id: String(row.id),
    campaign_title: row.title,
    status: row.status,
    sponsors_display: 'disabled',
    campaign_logo: row.image ?? '',
    campaign_url: row.campaign_url,
    campaign_goal: row.campaign_goal,
    campaign_amount_raised: row.amount_raised,
    campaign_long_desc: '',
    teams_registration: true,
    hasTeamApprovals: row.team_approvals ?? false,
    hasFundraiserApprovals: row.fundraiser_approvals ?? false,
    teams_total: row.teams_count,
    teams_pending: row.teams_pending,
    fundraisers_total: row.fundraisers_count,
    fundraisers_pending: row.fundraisers_pending,
    start_date: '2026-01-01 00:00:00',
    end_date: null,
  };
}

/** A get-teams row (7.2) plus the host's additions, from the list's model. */
export function wireTeam(row: Row): Row {
  const captain = row.captain as { fundraiser_id: number; user_id: number; name: string } | null;
  return {
    team_id: String(row.team_id),
    team_name: row.team_name,
    team_goal: row.team_goal,
    amount_raised: row.amount_raised,
    profile_image: row.profile_image ?? '',
    date_created: row.date_created,
    team_status: row.team_status === 'active',
    team_captains: captain
      ? [{ id: String(captain.fundraiser_id), user_id: String(captain.user_id), name: captain.name, avatar: '' }]
      : [],
    fundraisers_total: row.fundraisers_total,
    fundraisers_pending: row.fundraisers_pending,
    approval_status: row.team_status,
    access: row.access,
    team_url: row.team_url,
  };
}

/** A get-team-fundraisers row (7.3) plus the host's additions, from the list's model. */
export function wireFundraiser(row: Row): Row {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    fundraiser_name: row.name,
    avatar: '',
    date_created: row.date_created,
    fundraiser_goal: row.goal,
    team_id: idText(row.team_id),
    team: row.team_name ?? '',
    is_captain: row.is_captain ?? false,
    notify_of_donations: row.notify_of_donations ?? false,
    status: row.status === 'active',
    amount_raised: row.amount_raised,
    story: row.story ?? '',
    profile_image: row.profile_image ?? '',
    approval_status: row.status,
    email: row.email,
    fundraiser_url: row.fundraiser_url,
  };
}

/** get-team-fundraisers' `teams`: `{"<id>": "<name>"}`, or `[]` without teams. */
export function wireTeamNames(teams: ReadonlyArray<{ id: number; name: string }>): Record<string, string> | [] {
  return teams.length === 0 ? [] : Object.fromEntries(teams.map((team) => [String(team.id), team.name]));
}
