import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { DONOR_KEY_SQL } from './totals.ts';

/*
 * Milestones a fundraiser has earned (docs/fundraising-tools.md): computed from the host's data each time, never
 * stored, so a gift or a goal change moves them at once. The same keys on the dashboard and, when the fundraiser
 * shows them, on the public page.
 */

export const PERCENT_MILESTONES = [25, 50, 75, 100] as const;
export const TEN_DONORS = 10;

export interface FundraiserFigures {
  raisedCents: number;
  donations: number;
  donors: number;
  shares: number;
}

export function fundraiserFigures(db: Db, fundraiserId: number): FundraiserFigures {
  const row = stmt(
    db,
    `SELECT COALESCE(SUM(d.amount_cents), 0) AS cents, COUNT(*) AS n, COUNT(DISTINCT ${DONOR_KEY_SQL}) AS donors
       FROM donations d WHERE d.fundraiser_id = ?`,
  ).get(fundraiserId) as { cents: number; n: number; donors: number };
  const shares = stmt(db, 'SELECT COUNT(*) AS n FROM fundraiser_shares WHERE fundraiser_id = ?').get(fundraiserId) as {
    n: number;
  };
  return { raisedCents: row.cents, donations: row.n, donors: row.donors, shares: shares.n };
}

/** The keys earned, in the doc's order: first-gift, 25…100 (raised ≥ that share of the goal), ten-donors, first-share. */
export function milestonesOf(figures: FundraiserFigures, goal: number): string[] {
  const keys: string[] = [];
  if (figures.donations > 0) keys.push('first-gift');
  // In whole cents: p % of a goal of G dollars is G × p cents, so no rounding lets 24.996 % count as 25.
  for (const percent of PERCENT_MILESTONES) {
    if (goal > 0 && figures.raisedCents >= goal * percent) keys.push(String(percent));
  }
  if (figures.donors >= TEN_DONORS) keys.push('ten-donors');
  if (figures.shares > 0) keys.push('first-share');
  return keys;
}
