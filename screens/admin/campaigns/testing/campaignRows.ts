import type { AdminAnswer } from '../../testing/adminFetch';
import { wireCampaign } from '../../testing/wireRows';

/** A get-campaigns row as the plugin sends it (section 7.1), from the list's field names. */
export function campaignRow(id: number, overrides: Record<string, unknown> = {}) {
  return wireCampaign({
    id,
    title: `Campaign ${id}`,
    status: 'active',
    campaign_goal: 10000 * id,
    amount_raised: 2500 * id,
    campaign_url: `https://site.test/campaigns/campaign-${id}/`,
    image: '',
    teams_count: id,
    teams_pending: id % 2,
    fundraisers_count: 3 * id,
    fundraisers_pending: 1,
    team_approvals: true,
    fundraiser_approvals: false,
    ...overrides,
  });
}

export const CAMPAIGN_STATUS_LABELS = { active: 'Active', inactive: 'Inactive', draft: 'Draft' };

/** A get-campaigns answer: `rows` on this page of `pages`, `total` in all. */
export function campaignsAnswer(rows: unknown[], { total = rows.length, pages = 1 } = {}): AdminAnswer {
  return { body: { status: true, data: rows, total, pages, statuses: CAMPAIGN_STATUS_LABELS } };
}

/** The story campaigns: a long title, an over-funded campaign, a draft and a campaign with no goal. */
export const storyCampaigns = [
  campaignRow(1, { title: 'Run for Clean Water', campaign_goal: 50000, amount_raised: 1250000 / 100 }),
  campaignRow(2, {
    title: 'A very long campaign title that wraps onto a second line in a narrow column of the admin table',
    fundraiser_approvals: true,
    fundraisers_pending: 4,
  }),
  campaignRow(3, { title: 'Winter Coat Drive', status: 'draft', campaign_goal: 1200000, amount_raised: 1350000 }),
  campaignRow(4, {
    title: 'Library Books',
    status: 'inactive',
    campaign_goal: 0,
    amount_raised: 0,
    team_approvals: false,
  }),
];
