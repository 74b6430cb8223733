import type { Db } from '../db/open.ts';
import type { ApprovalStatus } from '../db/schema.ts';
import { likePattern } from '../db/likePattern.ts';
import { stmt } from '../db/stmt.ts';
import { donationFormUrl } from '../urls.ts';
import { fromCents } from './money.ts';
import type { ListItem } from './teams.ts';

export interface FundraiserRow {
  id: number;
  campaign_id: number;
  user_id: number;
  team_id: number | null;
  name: string;
  profile_image: string;
  goal: number;
  story: string;
  status: ApprovalStatus;
  notify_of_donations: number;
  /** 1: milestone badges on the public page (schema 5). */
  show_milestones: number;
  created_at: number;
  team_name: string | null;
  raised_cents: number;
}

/** SPEC section 3 "Fundraiser". team_id is 0 and team '' without a team. */
export interface FundraiserData {
  id: number;
  fundraiser_name: string;
  profile_image: string;
  fundraiser_goal: number;
  story: string;
  user_id: number;
  team_id: number;
  team: string;
  iframe_url: string;
  is_approved: boolean;
  amount_raised: number;
}

const FUNDRAISER_SELECT = `
  SELECT f.*, t.name AS team_name,
         (SELECT COALESCE(SUM(amount_cents), 0) FROM donations d WHERE d.fundraiser_id = f.id) AS raised_cents
    FROM fundraisers f LEFT JOIN teams t ON t.id = f.team_id`;

export function getFundraiser(db: Db, id: number): FundraiserRow | undefined {
  return stmt(db, `${FUNDRAISER_SELECT} WHERE f.id = ?`).get(id) as FundraiserRow | undefined;
}

export function fundraiserOfUser(db: Db, campaignId: number, userId: number): FundraiserRow | undefined {
  return stmt(db, `${FUNDRAISER_SELECT} WHERE f.campaign_id = ? AND f.user_id = ?`).get(campaignId, userId) as
    | FundraiserRow
    | undefined;
}

export function fundraiserData(row: FundraiserRow): FundraiserData {
  return {
    id: row.id,
    fundraiser_name: row.name,
    profile_image: row.profile_image,
    fundraiser_goal: row.goal,
    story: row.story,
    user_id: row.user_id,
    team_id: row.team_id ?? 0,
    team: row.team_name ?? '',
    iframe_url: donationFormUrl({ campaign: row.campaign_id, fundraiser: row.id }),
    is_approved: row.status === 'active',
    amount_raised: fromCents(row.raised_cents),
  };
}

/** A pending or denied fundraiser is visible only to its owner and administrators. */
export function canViewFundraiser(row: FundraiserRow, viewer: { id: number; role: string } | null): boolean {
  return row.status === 'active' || viewer?.role === 'administrator' || viewer?.id === row.user_id;
}

export function searchFundraisers(
  db: Db,
  q: { campaignId: number; search: string; page: number; perPage: number; teamId?: number },
): { items: ListItem[]; total: number } {
  const where = `f.campaign_id = ? AND f.status = 'active' AND f.name LIKE ? ESCAPE '\\'
                 ${q.teamId === undefined ? '' : 'AND f.team_id = ?'}`;
  const args: Array<string | number> = [q.campaignId, likePattern(q.search)];
  if (q.teamId !== undefined) args.push(q.teamId);
  const total = (stmt(db, `SELECT COUNT(*) AS n FROM fundraisers f WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = stmt(
    db,
    `SELECT f.id, f.name, f.profile_image, f.goal, COALESCE(SUM(d.amount_cents), 0) AS cents
       FROM fundraisers f LEFT JOIN donations d ON d.fundraiser_id = f.id
      WHERE ${where} GROUP BY f.id ORDER BY cents DESC, f.id ASC LIMIT ? OFFSET ?`,
  ).all(...args, q.perPage, (q.page - 1) * q.perPage) as Array<Omit<ListItem, 'amount'> & { cents: number }>;
  return { items: rows.map(({ cents, ...r }) => ({ ...r, amount: fromCents(cents) })), total };
}

export function createFundraiser(
  db: Db,
  f: {
    campaignId: number;
    userId: number;
    teamId: number | null;
    name: string;
    image: string;
    goal: number;
    story: string;
    approved: boolean;
    notify?: boolean;
  },
): number {
  const result = stmt(
    db,
    `INSERT INTO fundraisers (campaign_id, user_id, team_id, name, profile_image, goal, story, status,
                              notify_of_donations, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    f.campaignId,
    f.userId,
    f.teamId,
    f.name,
    f.image,
    f.goal,
    f.story,
    f.approved ? 'active' : 'pending',
    f.notify ? 1 : 0,
    Date.now(),
  );
  return Number(result.lastInsertRowid);
}
