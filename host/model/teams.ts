import type { Db } from '../db/open.ts';
import type { ApprovalStatus } from '../db/schema.ts';
import { likePattern } from '../db/likePattern.ts';
import { stmt } from '../db/stmt.ts';
import { donationFormUrl } from '../urls.ts';
import { fromCents } from './money.ts';
import { teamRaisedCentsSql } from './totals.ts';

export interface TeamRow {
  id: number;
  campaign_id: number;
  name: string;
  profile_image: string;
  goal: number;
  story: string;
  access: 'public' | 'private';
  /** null: a team an administrator created and gave no captain yet. */
  captain_user_id: number | null;
  status: ApprovalStatus;
  notify_of_donations: number;
  created_at: number;
  captain_first: string | null;
  captain_last: string | null;
  members: number;
  raised_cents: number;
}

/** SPEC section 3 "Team" (plus is_approved and amount_raised, which the spec does not list). */
export interface TeamData {
  id: number;
  name: string;
  profile_image: string;
  goal: number;
  story: string;
  access: 'public' | 'private';
  captain_user_id: number;
  owner_id: number;
  captain: string;
  fundraiser_count: number;
  iframe_url: string;
  is_approved: boolean;
  amount_raised: number;
}

/** SPEC section 3 "List item (teams and fundraisers)". */
export interface ListItem {
  id: number;
  name: string;
  profile_image: string;
  amount: number;
  goal: number;
  /** Teams only: the leaderboard marks private teams 'Closed'. */
  access?: 'public' | 'private';
}

const TEAM_SELECT = `
  SELECT t.*, u.first_name AS captain_first, u.last_name AS captain_last,
         (SELECT COUNT(*) FROM fundraisers f WHERE f.team_id = t.id AND f.status = 'active') AS members,
         ${teamRaisedCentsSql('t.id')} AS raised_cents
    FROM teams t LEFT JOIN users u ON u.id = t.captain_user_id`;

export function getTeam(db: Db, id: number): TeamRow | undefined {
  return stmt(db, `${TEAM_SELECT} WHERE t.id = ?`).get(id) as TeamRow | undefined;
}

export function teamCaptainedBy(db: Db, campaignId: number, userId: number): TeamRow | undefined {
  return stmt(db, `${TEAM_SELECT} WHERE t.campaign_id = ? AND t.captain_user_id = ? ORDER BY t.id LIMIT 1`).get(
    campaignId,
    userId,
  ) as TeamRow | undefined;
}

export function teamData(row: TeamRow): TeamData {
  return {
    id: row.id,
    name: row.name,
    profile_image: row.profile_image,
    goal: row.goal,
    story: row.story,
    access: row.access,
    captain_user_id: row.captain_user_id ?? 0,
    owner_id: row.captain_user_id ?? 0,
    captain: `${row.captain_first ?? ''} ${row.captain_last ?? ''}`.trim(),
    fundraiser_count: row.members,
    iframe_url: donationFormUrl({ campaign: row.campaign_id, team: row.id }),
    is_approved: row.status === 'active',
    amount_raised: fromCents(row.raised_cents),
  };
}

/** A pending or denied team is visible only to its captain and administrators. */
export function canViewTeam(row: TeamRow, viewer: { id: number; role: string } | null): boolean {
  return row.status === 'active' || viewer?.role === 'administrator' || viewer?.id === row.captain_user_id;
}

/**
 * The one ranking of teams (host/README.md, "Rules"): active teams of the campaign, public and closed alike,
 * by team total (totals.ts), the older team first on a tie. Places shown anywhere (home, leaderboard) are
 * positions in this order; `includePrivate: false` (the team finder, which shows no places) only filters it.
 */
export function searchTeams(
  db: Db,
  q: { campaignId: number; search: string; includePrivate: boolean; page: number; perPage: number },
): { items: ListItem[]; total: number } {
  const where = `t.campaign_id = ? AND t.status = 'active' ${q.includePrivate ? '' : "AND t.access = 'public'"}
                 AND t.name LIKE ? ESCAPE '\\'`;
  const args = [q.campaignId, likePattern(q.search)];
  const total = (stmt(db, `SELECT COUNT(*) AS n FROM teams t WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = stmt(
    db,
    `SELECT t.id, t.name, t.profile_image, t.goal, t.access, ${teamRaisedCentsSql('t.id')} AS cents
       FROM teams t
      WHERE ${where} ORDER BY cents DESC, t.id ASC LIMIT ? OFFSET ?`,
  ).all(...args, q.perPage, (q.page - 1) * q.perPage) as Array<Omit<ListItem, 'amount'> & { cents: number }>;
  return { items: rows.map(({ cents, ...r }) => ({ ...r, amount: fromCents(cents) })), total };
}

export function createTeam(
  db: Db,
  t: {
    campaignId: number;
    name: string;
    image: string;
    goal: number;
    story: string;
    access: string;
    captain: number | null;
    approved: boolean;
    notify?: boolean;
  },
): number {
  const result = stmt(
    db,
    `INSERT INTO teams (campaign_id, name, profile_image, goal, story, access, captain_user_id, status,
                        notify_of_donations, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    t.campaignId,
    t.name,
    t.image,
    t.goal,
    t.story,
    t.access,
    t.captain,
    t.approved ? 'active' : 'pending',
    t.notify ? 1 : 0,
    Date.now(),
  );
  return Number(result.lastInsertRowid);
}
