import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';

/** "Now" in the dashboard's tests and stories: relative dates and days left are counted from it. */
export const DASHBOARD_NOW = Date.parse('2026-11-28T18:00:00Z');

const hoursAgo = (hours: number) => new Date(DASHBOARD_NOW - hours * 3_600_000).toISOString();

/** Gifts as the host lists them, newest first: an email address held or not, thanked or not, anonymous, a message. */
export const dashboardDonations: FundraiserDashboard['donations'] = [
  {
    id: 81,
    donor_name: 'Sam Ortiz',
    anonymous: false,
    amount: 50,
    created_at: hoursAgo(0.5),
    message: 'Go Frank! <b>You got this</b>',
    thanked: false,
    can_email: true,
  },
  {
    id: 80,
    donor_name: 'Lee Park',
    anonymous: false,
    amount: 120,
    created_at: hoursAgo(5),
    message: '',
    thanked: false,
    can_email: false,
  },
  {
    id: 79,
    donor_name: '',
    anonymous: true,
    amount: 25,
    created_at: hoursAgo(30),
    message: 'For the wells.',
    thanked: false,
    can_email: true,
  },
  {
    id: 78,
    donor_name: 'Maria Gonzalez-Weber',
    anonymous: false,
    amount: 125,
    created_at: hoursAgo(24 * 4),
    message: '',
    thanked: true,
    can_email: true,
  },
];

/** Parts of a dashboard to replace (fundraiser and totals merge field by field). */
export type DashboardOverrides = Omit<Partial<FundraiserDashboard>, 'fundraiser' | 'totals'> & {
  fundraiser?: Partial<FundraiserDashboard['fundraiser']>;
  totals?: Partial<FundraiserDashboard['totals']>;
};

/** `base` with some parts replaced: the one way every dashboard fixture is varied. */
export function mergeDashboard(base: FundraiserDashboard, overrides: DashboardOverrides = {}): FundraiserDashboard {
  const { fundraiser, totals, ...rest } = overrides;
  return {
    ...base,
    ...rest,
    fundraiser: { ...base.fundraiser, ...fundraiser },
    totals: { ...base.totals, ...totals },
  };
}

const fewDaysIn: FundraiserDashboard = {
  fundraiser: {
    id: 2,
    name: 'Frank Fundraiser',
    profile_image: '',
    goal: 1000,
    story: 'I am running my first marathon for clean water.',
    story_is_sample: false,
    status: 'active',
    url: 'https://site.test/campaigns/run-for-water/fundraiser/2/',
    donate_url: 'https://site.test/campaigns/run-for-water/fundraiser/2/donate/',
    team_id: 1,
  },
  totals: { raised: 320, donations_count: 4, donors_count: 3, last_gift_at: hoursAgo(0.5) },
  donations: dashboardDonations,
  donations_total: 4,
  milestones: ['first-gift', '25'],
  shares_count: 2,
  settings: { notify_of_donations: true, show_milestones: false },
  campaign: { end_date: null },
  captain_of: null,
};

/** A fundraiser a few days in, as the reference host answers get-fundraiser-dashboard. */
export function dashboardAnswer(overrides: DashboardOverrides = {}): FundraiserDashboard {
  return mergeDashboard(fewDaysIn, overrides);
}
