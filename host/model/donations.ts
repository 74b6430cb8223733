import { relativeDateString } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { average, fromCents, percentage } from './money.ts';
import { DONOR_KEY_SQL, teamGiftsWhere } from './totals.ts';

/** SPEC section 3 "Donation row". donationType is 'campaign', 'team' or 'fundraiser'. */
export interface DonationRowData {
  donorName: string;
  donationType: 'campaign' | 'team' | 'fundraiser';
  relativeDateString: string;
  teamOrFundraiserName: string;
  amount: number;
  sourceLink: string;
  /** Ours, optional: the donor's comment, plain text; left out when they wrote none. */
  message?: string;
}

export interface CampaignStats {
  raisedAmount: number;
  raisedPercentage: number;
  donationsCount: number;
  averageAmount: number;
  fundraisersCount: number;
  teamsCount: number;
}

export interface TargetStats {
  raisedAmount: number;
  raisedPercentage: number;
  averageAmount: number;
  donationsCount: number;
  donorsCount: number;
}

export interface TopDonor {
  name: string;
  amount: number;
}

export type DonationScope =
  | { kind: 'campaign'; id: number }
  | { kind: 'team'; id: number }
  | { kind: 'fundraiser'; id: number };

/** The gifts of a scope, on `donations d`, with its parameters; a team's follow the team-total rule (totals.ts). */
function scopeWhere(scope: DonationScope): { sql: string; args: number[] } {
  if (scope.kind === 'team') return { sql: teamGiftsWhere('?'), args: [scope.id, scope.id] };
  return { sql: `d.${scope.kind === 'campaign' ? 'campaign_id' : 'fundraiser_id'} = ?`, args: [scope.id] };
}

export const RECENT_DONATIONS_LIMIT = 20;
export const TOP_DONORS_LIMIT = 10;

interface RecentRow {
  donor_name: string;
  amount_cents: number;
  created_at: number;
  team_id: number | null;
  fundraiser_id: number | null;
  team_name: string | null;
  fundraiser_name: string | null;
  message: string;
}

/** Newest donations of a campaign, team or fundraiser. Links are paths under the campaign base URL. */
/** `locale`: the site's language, for the donations' relative dates (as WordPress translates human_time_diff). */
export function recentDonations(
  db: Db,
  scope: DonationScope,
  baseUrl: string,
  now: number,
  locale?: string,
): DonationRowData[] {
  const where = scopeWhere(scope);
  const rows = stmt(
    db,
    `SELECT d.donor_name, d.amount_cents, d.created_at, d.team_id, d.fundraiser_id, d.message,
            t.name AS team_name, f.name AS fundraiser_name
       FROM donations d
       LEFT JOIN teams t ON t.id = d.team_id
       LEFT JOIN fundraisers f ON f.id = d.fundraiser_id
      WHERE ${where.sql}
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT ${RECENT_DONATIONS_LIMIT}`,
  ).all(...where.args) as RecentRow[];
  return rows.map((r) => {
    const base = {
      donorName: r.donor_name,
      relativeDateString: relativeDateString(r.created_at, now, locale),
      amount: fromCents(r.amount_cents),
      ...(r.message ? { message: r.message } : {}),
    };
    if (r.fundraiser_id !== null) {
      return {
        ...base,
        donationType: 'fundraiser' as const,
        teamOrFundraiserName: r.fundraiser_name ?? '',
        sourceLink: `${baseUrl}/fundraiser/${r.fundraiser_id}/`,
      };
    }
    if (r.team_id !== null) {
      return {
        ...base,
        donationType: 'team' as const,
        teamOrFundraiserName: r.team_name ?? '',
        sourceLink: `${baseUrl}/team/${r.team_id}/`,
      };
    }
    return { ...base, donationType: 'campaign' as const, teamOrFundraiserName: '', sourceLink: '' };
  });
}

interface Totals {
  cents: number;
  count: number;
  donors: number;
}

/** Sum, gift count and donor count (every anonymous gift a donor of its own: totals.ts). */
function totals(db: Db, scope: DonationScope): Totals {
  const where = scopeWhere(scope);
  return stmt(
    db,
    `SELECT COALESCE(SUM(d.amount_cents), 0) AS cents, COUNT(*) AS count, COUNT(DISTINCT ${DONOR_KEY_SQL}) AS donors
       FROM donations d WHERE ${where.sql}`,
  ).get(...where.args) as Totals;
}

export function campaignStats(db: Db, campaignId: number, goal: number): CampaignStats {
  const t = totals(db, { kind: 'campaign', id: campaignId });
  const counts = stmt(
    db,
    `SELECT (SELECT COUNT(*) FROM fundraisers WHERE campaign_id = @id AND status = 'active') AS fundraisers,
            (SELECT COUNT(*) FROM teams WHERE campaign_id = @id AND status = 'active') AS teams`,
  ).get({ id: campaignId }) as { fundraisers: number; teams: number };
  const raised = fromCents(t.cents);
  return {
    raisedAmount: raised,
    raisedPercentage: percentage(raised, goal),
    donationsCount: t.count,
    averageAmount: average(t.cents, t.count),
    fundraisersCount: counts.fundraisers,
    teamsCount: counts.teams,
  };
}

export function targetStats(db: Db, scope: DonationScope, goal: number): TargetStats {
  const t = totals(db, scope);
  const raised = fromCents(t.cents);
  return {
    raisedAmount: raised,
    raisedPercentage: percentage(raised, goal),
    averageAmount: average(t.cents, t.count),
    donationsCount: t.count,
    donorsCount: t.donors,
  };
}

/**
 * Donors ranked by their total, ties by who gave first. Each anonymous gift is its own "Anonymous" donor ranked
 * by its own amount (totals.ts): a merged row of strangers never outranks a named donor.
 */
export function topDonors(db: Db, scope: DonationScope): TopDonor[] {
  const where = scopeWhere(scope);
  const rows = stmt(
    db,
    `SELECT min(d.donor_name) AS name, SUM(d.amount_cents) AS cents FROM donations d
      WHERE ${where.sql}
      GROUP BY ${DONOR_KEY_SQL} ORDER BY cents DESC, min(d.id) ASC LIMIT ${TOP_DONORS_LIMIT}`,
  ).all(...where.args) as Array<{ name: string; cents: number }>;
  return rows.map((r) => ({ name: r.name, amount: fromCents(r.cents) }));
}

export function recordDonation(
  db: Db,
  d: {
    campaignId: number;
    teamId: number | null;
    fundraiserId: number | null;
    donorName: string;
    cents: number;
    at: number;
    message?: string;
    /** The donor's address (schema 5), for a fundraiser's thank-you; null: none given. */
    donorEmail?: string | null;
    anonymous?: boolean;
  },
): number {
  const result = stmt(
    db,
    `INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at, message,
                            donor_email, anonymous)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.campaignId,
    d.teamId,
    d.fundraiserId,
    d.donorName,
    d.cents,
    d.at,
    d.message ?? '',
    d.donorEmail ?? null,
    d.anonymous ? 1 : 0,
  );
  return Number(result.lastInsertRowid);
}

export function newestDonationTime(db: Db): number | null {
  const row = stmt(db, 'SELECT MAX(created_at) AS t FROM donations').get() as { t: number | null };
  return row.t;
}
