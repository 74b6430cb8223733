import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { getFundraiser, type FundraiserRow } from '../model/fundraisers.ts';
import { getTeam, type TeamRow } from '../model/teams.ts';
import { notFound } from './errors.ts';

/*
 * Ids an admin call names must exist and, when the call names a campaign, belong to it: a team or fundraiser
 * of another campaign is a 404, exactly as an unknown id (the plugin never checked).
 */

export function teamInCampaign(db: Db, teamId: number, campaignId?: number): TeamRow {
  const team = getTeam(db, teamId);
  if (!team || (campaignId !== undefined && team.campaign_id !== campaignId)) throw notFound('team');
  return team;
}

export function fundraiserInCampaign(db: Db, fundraiserId: number, campaignId?: number): FundraiserRow {
  const fundraiser = getFundraiser(db, fundraiserId);
  if (!fundraiser || (campaignId !== undefined && fundraiser.campaign_id !== campaignId)) throw notFound('fundraiser');
  return fundraiser;
}

/** Every id must name a row of the same campaign (the given one, else the first row's); else 404. */
export function rowsOfOneCampaign(
  db: Db,
  table: 'teams' | 'fundraisers',
  ids: readonly number[],
  campaignId: number | undefined,
): { campaignId: number; rows: Array<{ id: number; status: string }> } {
  const what = table === 'teams' ? 'team' : 'fundraiser';
  const find = stmt(db, `SELECT id, campaign_id, status FROM ${table} WHERE id = ?`);
  const rows = ids.map((id) => find.get(id) as { id: number; campaign_id: number; status: string } | undefined);
  const campaign = campaignId ?? rows[0]?.campaign_id;
  if (rows.some((r) => !r || r.campaign_id !== campaign) || campaign === undefined) throw notFound(what);
  return { campaignId: campaign, rows: rows.filter((r) => r !== undefined) };
}

/** Members of a team (any status), captain first, then by name. */
export function teamMembers(db: Db, team: TeamRow): Array<{ id: number; name: string; user_id: number }> {
  return stmt(
    db,
    `SELECT id, name, user_id FROM fundraisers WHERE team_id = ?
      ORDER BY (user_id IS ?) DESC, name COLLATE NOCASE, id`,
  ).all(team.id, team.captain_user_id) as Array<{ id: number; name: string; user_id: number }>;
}

/** The captain's fundraiser in the team, if the team has a captain with a profile in it. */
export function captainFundraiser(db: Db, team: TeamRow): FundraiserRow | undefined {
  if (team.captain_user_id === null) return undefined;
  const row = stmt(db, 'SELECT id FROM fundraisers WHERE team_id = ? AND user_id = ?').get(
    team.id,
    team.captain_user_id,
  ) as { id: number } | undefined;
  return row ? getFundraiser(db, row.id) : undefined;
}

/** Stored stories may be HTML (`<p>…</p>` from the visitor app); admin forms edit plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
