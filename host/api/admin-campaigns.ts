import * as v from 'valibot';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { getCampaign, titleText, type CampaignRow } from '../model/campaign.ts';
import { adminRoute } from './admin-guard.ts';
import { adminId, fromCents, listAnswer, listQuery } from './admin-params.ts';
import { campaignIdParam, type ApiCall } from './call.ts';
import { notFound } from './errors.ts';
import { callText } from '../i18n/siteText.ts';
import { parseInput } from './validate.ts';

const CAMPAIGN_STATUSES = ['active', 'inactive', 'draft'] as const;
type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The current title inside SQL (the column holds JSON: a string, or an array whose last item counts). */
const TITLE_SQL = `CASE WHEN json_valid(c.campaign_title)
  THEN COALESCE(json_extract(c.campaign_title, '$[#-1]'), json_extract(c.campaign_title, '$'))
  ELSE c.campaign_title END`;

/** Sort key → SQL. Only these strings ever reach ORDER BY. */
const CAMPAIGN_SORTS = {
  id: 'c.id',
  campaign_title: `${TITLE_SQL} COLLATE NOCASE`,
  campaign_goal: 'c.campaign_goal',
} as const;

interface CampaignListRow extends CampaignRow {
  raised_cents: number;
  teams_count: number;
  teams_pending: number;
  fundraisers_count: number;
  fundraisers_pending: number;
}

/** A campaign by id for an administrator (any status); 404 when it does not exist. */
export function adminCampaign(db: Db, id: number): CampaignRow {
  const campaign = getCampaign(db, id);
  if (!campaign) throw notFound('campaign');
  return campaign;
}

/** campaign_id or campaignId, required. */
export function campaignFromInput(call: ApiCall): CampaignRow {
  const q = parseInput(v.object({ campaign_id: adminId('Campaign') }), { campaign_id: campaignIdParam(call.input) });
  return adminCampaign(call.host.db, q.campaign_id);
}

const getCampaigns = adminRoute('GET', (call) => {
  const q = listQuery(call.input, {
    sorts: Object.keys(CAMPAIGN_SORTS) as Array<keyof typeof CAMPAIGN_SORTS>,
    defaultSort: 'id',
    statuses: CAMPAIGN_STATUSES,
  });
  const where = q.status ? 'WHERE c.status = @status' : '';
  const args = { status: q.status ?? '', limit: q.perPage, offset: (q.page - 1) * q.perPage };
  const total = (stmt(call.host.db, `SELECT COUNT(*) AS n FROM campaigns c ${where}`).get(args) as { n: number }).n;
  const rows = stmt(
    call.host.db,
    `SELECT c.*,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.campaign_id = c.id) AS raised_cents,
       (SELECT COUNT(*) FROM teams t WHERE t.campaign_id = c.id) AS teams_count,
       (SELECT COUNT(*) FROM teams t WHERE t.campaign_id = c.id AND t.status = 'pending') AS teams_pending,
       (SELECT COUNT(*) FROM fundraisers f WHERE f.campaign_id = c.id) AS fundraisers_count,
       (SELECT COUNT(*) FROM fundraisers f WHERE f.campaign_id = c.id AND f.status = 'pending') AS fundraisers_pending
     FROM campaigns c ${where}
     ORDER BY ${CAMPAIGN_SORTS[q.sort]} ${q.direction}, c.id ${q.direction}
     LIMIT @limit OFFSET @offset`,
  ).all(args) as CampaignListRow[];
  // Section 7.1's row: ids as numeric strings, money in currency units, approvals as booleans.
  const data = rows.map((c) => ({
    campaign_id: String(c.id),
    campaign_title: titleText(c.campaign_title),
    status: c.status,
    sponsors_display: c.sponsors_enabled,
    campaign_logo: c.campaign_logo ?? '',
    campaign_url: `${call.origin}${c.base_url}/`,
    campaign_goal: c.campaign_goal,
    campaign_amount_raised: fromCents(c.raised_cents),
    campaign_long_desc: c.long_desc ?? '',
    teams_registration: true,
    hasTeamApprovals: c.team_approvals === 1,
    hasFundraiserApprovals: c.fundraiser_approvals === 1,
    teams_total: c.teams_count,
    teams_pending: c.teams_pending,
    fundraisers_total: c.fundraisers_count,
    fundraisers_pending: c.fundraisers_pending,
    start_date: '',
    end_date: null,
  }));
  const text = callText(call);
  return listAnswer(data, total, q.perPage, {
    active: text._x('Active', 'campaign status'),
    inactive: text._x('Inactive', 'campaign status'),
    draft: text._x('Draft', 'campaign status'),
  } satisfies Record<CampaignStatus, string>);
});

/** `<base>-copy`, then `<base>-copy-2`, `-copy-3`, … until no campaign uses it (the plugin never checked). */
export function uniqueCopyUrl(db: Db, baseUrl: string): string {
  const stem = `${baseUrl.replace(/-copy(-\d+)?$/, '')}-copy`;
  const taken = stmt(db, 'SELECT 1 FROM campaigns WHERE base_url = ?');
  if (!taken.get(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.get(`${stem}-${n}`)) return `${stem}-${n}`;
}

const COPIED_COLUMNS = [
  'campaign_logo',
  'campaign_image',
  'short_desc',
  'long_desc',
  'campaign_goal',
  'fundraiser_goal',
  'fundraiser_story_placeholder',
  'team_goal',
  'team_story_placeholder',
  'primary_color',
  'secondary_color',
  'sponsors_enabled',
  'sponsor_section_heading',
  'sponsor_linking',
  'sponsor_application_page',
  'team_approvals',
  'fundraiser_approvals',
] as const;

/** A draft copy of the campaign and its sponsors; teams, fundraisers and donations stay behind. */
const cloneCampaign = adminRoute('POST', (call) => {
  const source = campaignFromInput(call);
  const db = call.host.db;
  const title = `${titleText(source.campaign_title)} (copy)`;
  const campaignId = db.transaction(() => {
    const columns = COPIED_COLUMNS.join(', ');
    const id = Number(
      stmt(
        db,
        `INSERT INTO campaigns (campaign_title, base_url, status, is_active, ${columns})
         SELECT ?, ?, 'draft', 0, ${columns} FROM campaigns WHERE id = ?`,
      ).run(JSON.stringify(title), uniqueCopyUrl(db, source.base_url), source.id).lastInsertRowid,
    );
    stmt(
      db,
      `INSERT INTO sponsors (campaign_id, sponsor_name, sponsor_image, sponsor_url, sort)
       SELECT ?, sponsor_name, sponsor_image, sponsor_url, sort FROM sponsors WHERE campaign_id = ? ORDER BY id`,
    ).run(id, source.id);
    return id;
  })();
  // The plugin answers an empty body (null); the copy's id and title are our additions.
  return { campaign_id: String(campaignId), title };
});

export const adminCampaignRoutes = {
  'get-campaigns': getCampaigns,
  'clone-campaign': cloneCampaign,
};
