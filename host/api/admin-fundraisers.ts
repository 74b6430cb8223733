import * as v from 'valibot';
import { stmt } from '../db/stmt.ts';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../db/schema.ts';
import { likePattern } from '../db/likePattern.ts';
import { getCampaign } from '../model/campaign.ts';
import { fundraiserApproved } from '../model/notices.ts';
import { getTeam } from '../model/teams.ts';
import { adminCampaign, campaignFromInput } from './admin-campaigns.ts';
import { adminRoute } from './admin-guard.ts';
import {
  adminId,
  approvalStatus,
  idList,
  invalidParam,
  isoDate,
  listAnswer,
  listQuery,
  fromCents,
  idText,
} from './admin-params.ts';
import { fundraiserInCampaign, plainText, rowsOfOneCampaign, teamInCampaign } from './admin-scope.ts';
import { approvalLabels } from './admin-teams.ts';
import { unchanged } from './admin-approval.ts';
import { campaignIdParam } from './call.ts';
import { parseInput } from './validate.ts';

/** Sort key → SQL. Only these strings ever reach ORDER BY. */
const FUNDRAISER_SORTS = {
  goal: 'f.goal',
  team_id: 'f.team_id',
  status: 'f.status',
  date_created: 'f.created_at',
  amount_raised: 'raised_cents',
} as const;

interface FundraiserListRow {
  id: number;
  user_id: number;
  name: string;
  email: string;
  goal: number;
  team_id: number | null;
  team_name: string | null;
  captain_user_id: number | null;
  status: ApprovalStatus;
  profile_image: string;
  created_at: number;
  raised_cents: number;
}

/** team_id: a team of the campaign, 'all' or '' (any), 'none' (no team). */
function teamFilter(
  raw: unknown,
  campaignId: number,
  db: Parameters<typeof teamInCampaign>[0],
): number | 'none' | null {
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return null;
  if (raw === 'none') return 'none';
  const id = v.safeParse(adminId('Team'), raw);
  if (!id.success) throw invalidParam('team_id', "team_id must be a team id, 'all' or 'none'.");
  return teamInCampaign(db, id.output, campaignId).id;
}

const getTeamFundraisers = adminRoute('GET', (call) => {
  const campaign = campaignFromInput(call);
  const db = call.host.db;
  const q = listQuery(call.input, {
    sorts: Object.keys(FUNDRAISER_SORTS) as Array<keyof typeof FUNDRAISER_SORTS>,
    defaultSort: 'date_created',
    statuses: APPROVAL_STATUSES,
  });
  const team = teamFilter(call.input.team_id ?? call.input.team, campaign.id, db);
  const where = `f.campaign_id = @campaign ${q.status ? 'AND f.status = @status' : ''}
    ${team === 'none' ? 'AND f.team_id IS NULL' : team !== null ? 'AND f.team_id = @team' : ''}
    ${q.search ? "AND (f.name LIKE @search ESCAPE '\\' OR u.email LIKE @search ESCAPE '\\')" : ''}`;
  const args = {
    campaign: campaign.id,
    status: q.status ?? '',
    team: typeof team === 'number' ? team : 0,
    search: likePattern(q.search),
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  };
  const from = 'FROM fundraisers f JOIN users u ON u.id = f.user_id LEFT JOIN teams t ON t.id = f.team_id';
  const total = (stmt(db, `SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(args) as { n: number }).n;
  const rows = stmt(
    db,
    `SELECT f.id, f.user_id, f.name, u.email, f.goal, f.team_id, t.name AS team_name,
       t.captain_user_id, f.status, f.profile_image, f.created_at,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.fundraiser_id = f.id) AS raised_cents
     ${from} WHERE ${where}
     ORDER BY ${FUNDRAISER_SORTS[q.sort]} ${q.direction}, f.id ${q.direction}
     LIMIT @limit OFFSET @offset`,
  ).all(args) as FundraiserListRow[];
  // Section 7.3's row, plus our additions: approval_status (denied), email and fundraiser_url (host/README.md).
  const data = rows.map((f) => ({
    ...fundraiserWireRow(f),
    amount_raised: fromCents(f.raised_cents),
    approval_status: f.status,
    email: f.email,
    fundraiser_url: `${call.origin}${campaign.base_url}/fundraiser/${f.id}/`,
  }));
  const teams = stmt(db, 'SELECT id, name FROM teams WHERE campaign_id = ? ORDER BY name COLLATE NOCASE, id').all(
    campaign.id,
  ) as Array<{ id: number; name: string }>;
  // {"<id>": "<name>"}, but [] when the campaign has no teams (section 7.3).
  const teamNames = teams.length === 0 ? [] : Object.fromEntries(teams.map((t) => [String(t.id), t.name]));
  return { ...listAnswer(data, total, q.perPage, approvalLabels(call)), teams: teamNames };
});

const updateFundraiserApproval = adminRoute('POST', (call) => {
  const ids = idList(call.input, 'fundraiser_ids', 'fundraiser_id', 'Fundraiser');
  const { status } = parseInput(v.object({ status: approvalStatus }), { status: call.input.status });
  const scope = campaignIdParam(call.input);
  const campaignId = scope === undefined || scope === '' ? undefined : parseInput(adminId('Campaign'), scope);
  if (campaignId !== undefined) adminCampaign(call.host.db, campaignId);
  const db = call.host.db;
  const { campaignId: owner, rows } = rowsOfOneCampaign(db, 'fundraisers', ids, campaignId);
  const changed = rows.filter((r) => r.status !== status).map((r) => r.id);
  db.transaction(() => {
    const set = stmt(db, 'UPDATE fundraisers SET status = ? WHERE id = ?');
    for (const id of changed) set.run(status, id);
  })();
  const campaign = getCampaign(db, owner);
  if (status === 'active' && campaign) {
    for (const id of changed) fundraiserApproved(db, campaign, id, call.origin);
  }
  if (changed.length === 0) throw unchanged('Fundraiser not updated');
  return { message: 'Fundraiser updated', updated: changed.map(String) };
});

const getFundraiserRoute = adminRoute('GET', (call) => {
  const q = parseInput(v.object({ fundraiser_id: adminId('Fundraiser') }), {
    fundraiser_id: call.input.fundraiser_id ?? call.input.fundraiserId,
  });
  const db = call.host.db;
  const f = fundraiserInCampaign(db, q.fundraiser_id);
  const email = (stmt(db, 'SELECT email FROM users WHERE id = ?').get(f.user_id) as { email: string } | undefined)
    ?.email;
  const team = f.team_id === null ? undefined : getTeam(db, f.team_id);
  const raised = stmt(db, 'SELECT COALESCE(SUM(amount_cents), 0) AS c FROM donations WHERE fundraiser_id = ?').get(
    f.id,
  ) as { c: number };
  // Section 7.4: a 7.3 row whose amount_raised is in minor units; email and approval_status are our additions.
  return {
    data: {
      ...fundraiserWireRow({
        ...f,
        email: email ?? '',
        team_name: team?.name ?? null,
        captain_user_id: team?.captain_user_id ?? null,
        created_at: f.created_at,
        raised_cents: raised.c,
      }),
      amount_raised: raised.c,
      story: plainText(f.story),
      approval_status: f.status,
      email: email ?? '',
    },
  };
});

/** The plugin's FundraiserViewModel fields of one fundraiser (section 7.3), without amount_raised. */
function fundraiserWireRow(f: FundraiserListRow & { notify_of_donations?: number; story?: string }) {
  return {
    id: String(f.id),
    user_id: String(f.user_id),
    fundraiser_name: f.name,
    avatar: f.profile_image ?? '',
    date_created: isoDate(f.created_at),
    fundraiser_goal: f.goal,
    team_id: idText(f.team_id),
    team: f.team_name ?? '',
    is_captain: f.team_id !== null && f.captain_user_id === f.user_id,
    notify_of_donations: f.notify_of_donations === 1,
    status: f.status === 'active',
    story: f.story ?? '',
    profile_image: f.profile_image ?? '',
  };
}

export const adminFundraiserRoutes = {
  'get-team-fundraisers': getTeamFundraisers,
  'update-fundraiser-approval': updateFundraiserApproval,
  'get-fundraiser': getFundraiserRoute,
};
