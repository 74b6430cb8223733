import type { Host } from '../context.ts';
import { stmt } from '../db/stmt.ts';
import type { CampaignRow } from './campaign.ts';
import type { FundraiserRow } from './fundraisers.ts';
import { fundraiserFigures, milestonesOf } from './milestones.ts';
import { fromCents } from './money.ts';
import { teamCaptainedBy } from './teams.ts';
import { isoTime, isoTimeOrNull } from './toolTimes.ts';

/*
 * The answer of get-fundraiser-dashboard (docs/fundraising-tools.md), for the fundraiser's own eyes: their gifts
 * with each donor's name unless the gift was anonymous, whether the host holds an address (never the address),
 * and what they have earned.
 */

export const DASHBOARD_DONATIONS_LIMIT = 100;

export interface DashboardDonation {
  id: number;
  donor_name: string;
  anonymous: boolean;
  amount: number;
  created_at: string;
  message: string;
  thanked: boolean;
  can_email: boolean;
}

interface DonationDbRow {
  id: number;
  donor_name: string;
  anonymous: number;
  amount_cents: number;
  created_at: number;
  message: string;
  thanked_at: number | null;
  has_email: number;
}

/** Tags and runs of white space out: seeded stories are `<p>` HTML, a story typed in the form is plain text. */
const storyText = (story: string): string =>
  story
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The story is still the campaign's placeholder (the profile form's prefilled text), compared as text. */
export const isSampleStory = (story: string, placeholder: string): boolean =>
  storyText(placeholder) !== '' && storyText(story) === storyText(placeholder);

export function dashboardDonations(host: Host, fundraiserId: number): DashboardDonation[] {
  const rows = stmt(
    host.db,
    `SELECT id, donor_name, anonymous, amount_cents, created_at, message, thanked_at,
            (donor_email IS NOT NULL AND donor_email <> '') AS has_email
       FROM donations WHERE fundraiser_id = ? ORDER BY created_at DESC, id DESC LIMIT ${DASHBOARD_DONATIONS_LIMIT}`,
  ).all(fundraiserId) as DonationDbRow[];
  return rows.map((row) => ({
    id: row.id,
    // The fundraiser never learns who gave anonymously, whatever name the row holds.
    donor_name: row.anonymous ? '' : row.donor_name,
    anonymous: row.anonymous === 1,
    amount: fromCents(row.amount_cents),
    created_at: isoTime(host, row.created_at),
    message: row.message,
    thanked: row.thanked_at !== null,
    can_email: row.has_email === 1,
  }));
}

export function fundraiserUrls(origin: string, campaign: CampaignRow, fundraiserId: number) {
  const url = `${origin}${campaign.base_url}/fundraiser/${fundraiserId}/`;
  return { url, donate_url: `${url}donate/` };
}

export function fundraiserDashboard(host: Host, campaign: CampaignRow, fundraiser: FundraiserRow, origin: string) {
  const { db } = host;
  const figures = fundraiserFigures(db, fundraiser.id);
  const last = stmt(db, 'SELECT MAX(created_at) AS at FROM donations WHERE fundraiser_id = ?').get(fundraiser.id) as {
    at: number | null;
  };
  const captained = teamCaptainedBy(db, campaign.id, fundraiser.user_id);
  return {
    fundraiser: {
      id: fundraiser.id,
      name: fundraiser.name,
      profile_image: fundraiser.profile_image,
      goal: fundraiser.goal,
      story: fundraiser.story,
      story_is_sample: isSampleStory(fundraiser.story, campaign.fundraiser_story_placeholder),
      status: fundraiser.status,
      ...fundraiserUrls(origin, campaign, fundraiser.id),
      team_id: fundraiser.team_id,
    },
    totals: {
      raised: fromCents(figures.raisedCents),
      donations_count: figures.donations,
      donors_count: figures.donors,
      last_gift_at: isoTimeOrNull(host, last.at),
    },
    donations: dashboardDonations(host, fundraiser.id),
    donations_total: figures.donations,
    milestones: milestonesOf(figures, fundraiser.goal),
    shares_count: figures.shares,
    settings: {
      notify_of_donations: fundraiser.notify_of_donations === 1,
      show_milestones: fundraiser.show_milestones === 1,
    },
    // The plugin's campaigns have no end date.
    campaign: { end_date: null },
    captain_of: captained ? { team_id: captained.id, name: captained.name } : null,
  };
}
