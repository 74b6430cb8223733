import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../db/schema.ts';
import { likePattern } from '../db/likePattern.ts';
import { getCampaign } from '../model/campaign.ts';
import { listInvites } from '../model/invitations.ts';
import { teamApproved } from '../model/notices.ts';
import type { TeamRow } from '../model/teams.ts';
import type { Db } from '../db/open.ts';
import { adminCampaign, campaignFromInput } from './admin-campaigns.ts';
import { adminRoute } from './admin-guard.ts';
import { adminId, approvalStatus, fromCents, idList, isoDate, listAnswer, listQuery } from './admin-params.ts';
import { unchanged } from './admin-approval.ts';
import { captainFundraiser, plainText, rowsOfOneCampaign, teamMembers } from './admin-scope.ts';
import { campaignIdParam, type ApiCall } from './call.ts';
import { callText } from '../i18n/siteText.ts';
import { parseInput } from './validate.ts';

/** The approval states' labels in the site's language (the plugin prints them with _x() and __()). */
export function approvalLabels(call: ApiCall): Record<ApprovalStatus, string> {
  const text = callText(call);
  return {
    active: text._x('Approved', 'status'),
    pending: text.__('Pending Approval'),
    denied: text._x('Denied', 'status'),
  };
}

/** Sort key → SQL. Only these strings ever reach ORDER BY. */
const TEAM_SORTS = {
  name: 't.name COLLATE NOCASE',
  goal: 't.goal',
  status: 't.status',
  date_created: 't.created_at',
} as const;

interface TeamListRow {
  id: number;
  name: string;
  goal: number;
  profile_image: string;
  created_at: number;
  status: ApprovalStatus;
  access: 'public' | 'private';
  captain_user_id: number | null;
  captain_fundraiser_id: number | null;
  captain_fundraiser_name: string | null;
  captain_first: string | null;
  captain_last: string | null;
  fundraisers_total: number;
  fundraisers_pending: number;
  raised_cents: number;
}

const getTeams = adminRoute('GET', (call) => {
  const campaign = campaignFromInput(call);
  const q = listQuery(call.input, {
    sorts: Object.keys(TEAM_SORTS) as Array<keyof typeof TEAM_SORTS>,
    defaultSort: 'date_created',
    statuses: APPROVAL_STATUSES,
  });
  const where = `t.campaign_id = @campaign ${q.status ? 'AND t.status = @status' : ''}
    ${q.search ? "AND t.name LIKE @search ESCAPE '\\'" : ''}`;
  const args = {
    campaign: campaign.id,
    status: q.status ?? '',
    search: likePattern(q.search),
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  };
  const db = call.host.db;
  const total = (stmt(db, `SELECT COUNT(*) AS n FROM teams t WHERE ${where}`).get(args) as { n: number }).n;
  const rows = stmt(
    db,
    `SELECT t.id, t.name, t.goal, t.profile_image, t.created_at, t.status, t.access, t.captain_user_id,
       cf.id AS captain_fundraiser_id, cf.name AS captain_fundraiser_name,
       u.first_name AS captain_first, u.last_name AS captain_last,
       (SELECT COUNT(*) FROM fundraisers f WHERE f.team_id = t.id) AS fundraisers_total,
       (SELECT COUNT(*) FROM fundraisers f WHERE f.team_id = t.id AND f.status = 'pending') AS fundraisers_pending,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.team_id = t.id) AS raised_cents
     FROM teams t
     LEFT JOIN users u ON u.id = t.captain_user_id
     LEFT JOIN fundraisers cf ON cf.team_id = t.id AND cf.user_id = t.captain_user_id
     WHERE ${where}
     ORDER BY ${TEAM_SORTS[q.sort]} ${q.direction}, t.id ${q.direction}
     LIMIT @limit OFFSET @offset`,
  ).all(args) as TeamListRow[];
  // Section 7.2's row, plus our additions: approval_status (denied), access and team_url (host/README.md).
  const data = rows.map((t) => ({
    team_id: String(t.id),
    team_name: t.name,
    team_goal: t.goal,
    amount_raised: fromCents(t.raised_cents),
    profile_image: t.profile_image ?? '',
    date_created: isoDate(t.created_at),
    team_status: t.status === 'active',
    // Only a captain with a fundraiser profile in the team counts (the plugin's team_captain = 1).
    team_captains:
      t.captain_user_id !== null && t.captain_fundraiser_id !== null
        ? [
            {
              id: String(t.captain_fundraiser_id),
              user_id: String(t.captain_user_id),
              name: t.captain_fundraiser_name ?? `${t.captain_first ?? ''} ${t.captain_last ?? ''}`.trim(),
              avatar: '',
            },
          ]
        : [],
    fundraisers_total: t.fundraisers_total,
    fundraisers_pending: t.fundraisers_pending,
    approval_status: t.status,
    access: t.access,
    team_url: `${call.origin}${campaign.base_url}/team/${t.id}/`,
  }));
  return listAnswer(data, total, q.perPage, approvalLabels(call));
});

/** Approve or deny teams of one campaign; approving mails the held invitations and tells the captain (notices.ts). */
const updateTeamApproval = adminRoute('POST', (call) => {
  const ids = idList(call.input, 'team_ids', 'team_id', 'Team');
  const { status } = parseInput(v.object({ status: approvalStatus }), { status: call.input.status });
  const scope = campaignIdParam(call.input);
  const campaignId = scope === undefined || scope === '' ? undefined : parseInput(adminId('Campaign'), scope);
  if (campaignId !== undefined) adminCampaign(call.host.db, campaignId);
  const db = call.host.db;
  const { campaignId: owner, rows } = rowsOfOneCampaign(db, 'teams', ids, campaignId);
  const changed = rows.filter((r) => r.status !== status).map((r) => r.id);
  const campaign = getCampaign(db, owner);
  db.transaction(() => {
    const set = stmt(db, 'UPDATE teams SET status = ? WHERE id = ?');
    for (const id of changed) set.run(status, id);
  })();
  if (status === 'active' && campaign) {
    for (const id of changed) teamApproved(db, campaign, id, call.origin, call.host.clock.now());
  }
  if (changed.length === 0) throw unchanged('Team not updated');
  // Section 7.8's answer; `updated` (the ids changed, for a list of ids) is our addition.
  return { message: 'Team updated', updated: changed.map(String) };
});

/**
 * get-team for an administrator (section 7.5's raw row: ids as strings, captain the owner's name or null), plus
 * our additions for the wizard: captain_fundraiser (with email), members (pending ones too) and invitations.
 */
export function adminTeamAnswer(db: Db, team: TeamRow) {
  const captain = team.captain_user_id === null ? undefined : captainFundraiser(db, team);
  const captainUser =
    team.captain_user_id === null
      ? undefined
      : (stmt(db, 'SELECT email, first_name, last_name FROM users WHERE id = ?').get(team.captain_user_id) as
          | { email: string; first_name: string; last_name: string }
          | undefined);
  const captainName = captainUser
    ? (captain?.name ?? `${captainUser.first_name} ${captainUser.last_name}`.trim())
    : null;
  return {
    id: String(team.id),
    campaign_id: String(team.campaign_id),
    owner_id: String(team.captain_user_id ?? 0),
    name: team.name,
    story: plainText(team.story),
    profile_image: team.profile_image ?? '',
    access: team.access,
    status: team.status,
    date_created: isoDate(team.created_at),
    goal: team.goal,
    notify_of_fundraisers: false,
    notify_of_team_donations: team.notify_of_donations === 1,
    captain: captainName,
    fundraiser_count: String(team.members),
    captain_fundraiser:
      captainUser && captainName !== null && team.captain_user_id !== null
        ? {
            fundraiser_id: captain?.id ?? 0,
            user_id: team.captain_user_id,
            name: captainName,
            email: captainUser.email,
          }
        : null,
    members: teamMembers(db, team).map(({ id, name }) => ({ id: String(id), name })),
    invitations: listInvites(db, team.id),
  };
}

export const adminTeamRoutes = {
  'get-teams': getTeams,
  'update-team-approval': updateTeamApproval,
};
