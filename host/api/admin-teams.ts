import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../db/schema.ts';
import { likePattern } from '../db/likePattern.ts';
import { getCampaign } from '../model/campaign.ts';
import { listInvites, mailPendingInvites } from '../model/invitations.ts';
import { getTeam } from '../model/teams.ts';
import { adminCampaign, campaignFromInput } from './admin-campaigns.ts';
import { adminRoute } from './admin-guard.ts';
import { adminId, approvalStatus, idList, isoDate, listAnswer, listQuery, wholeUnits } from './admin-params.ts';
import { captainFundraiser, plainText, rowsOfOneCampaign, teamInCampaign, teamMembers } from './admin-scope.ts';
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
  const data = rows.map((t) => ({
    team_id: t.id,
    team_name: t.name,
    team_goal: t.goal,
    amount_raised: wholeUnits(t.raised_cents),
    profile_image: t.profile_image,
    date_created: isoDate(t.created_at),
    team_status: t.status,
    access: t.access,
    team_url: `${call.origin}${campaign.base_url}/team/${t.id}/`,
    captain:
      t.captain_user_id === null
        ? null
        : {
            // 0 when the captain has no fundraiser profile in the team yet (a visitor between two wizard steps).
            fundraiser_id: t.captain_fundraiser_id ?? 0,
            user_id: t.captain_user_id,
            name: t.captain_fundraiser_name ?? `${t.captain_first ?? ''} ${t.captain_last ?? ''}`.trim(),
          },
    fundraisers_total: t.fundraisers_total,
    fundraisers_pending: t.fundraisers_pending,
  }));
  return listAnswer(data, total, q.perPage, approvalLabels(call));
});

/** Approve or deny teams of one campaign; approving mails the invitations held while a team was pending. */
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
    for (const id of changed) {
      const team = getTeam(db, id);
      if (team) mailPendingInvites(db, campaign, team, call.origin);
    }
  }
  return { status: true, updated: changed };
});

const adminGetTeam = adminRoute('GET', (call) => {
  const q = parseInput(v.object({ team_id: adminId('Team') }), { team_id: call.input.team_id ?? call.input.teamId });
  const db = call.host.db;
  const team = teamInCampaign(db, q.team_id);
  const captain = team.captain_user_id === null ? undefined : captainFundraiser(db, team);
  const captainUser =
    team.captain_user_id === null
      ? undefined
      : (stmt(db, 'SELECT email, first_name, last_name FROM users WHERE id = ?').get(team.captain_user_id) as
          | { email: string; first_name: string; last_name: string }
          | undefined);
  return {
    data: {
      id: team.id,
      campaign_id: team.campaign_id,
      name: team.name,
      story: plainText(team.story),
      goal: team.goal,
      access: team.access,
      profile_image: team.profile_image,
      status: team.status,
      notify_of_donations: team.notify_of_donations === 1,
      captain:
        team.captain_user_id === null || !captainUser
          ? null
          : {
              fundraiser_id: captain?.id ?? 0,
              user_id: team.captain_user_id,
              name: captain?.name ?? `${captainUser.first_name} ${captainUser.last_name}`.trim(),
              email: captainUser.email,
            },
      members: teamMembers(db, team).map(({ id, name }) => ({ id, name })),
      invitations: listInvites(db, team.id),
    },
  };
});

export const adminTeamRoutes = {
  'get-teams': getTeams,
  'update-team-approval': updateTeamApproval,
  'admin-get-team': adminGetTeam,
};
