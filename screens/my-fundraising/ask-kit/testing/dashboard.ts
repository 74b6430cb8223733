import type { FundraiserDashboard } from '../../../api/getFundraiserDashboard';

/** A dashboard as the reference host answers it for a fundraiser a few days in (tests and stories). */
export const dashboardFixture: FundraiserDashboard = {
  fundraiser: {
    id: 2,
    name: 'Frank Fundraiser',
    profile_image: 'https://site.test/uploads/frank.jpg',
    goal: 1000,
    story: 'I run because clean water changes everything.',
    story_is_sample: false,
    status: 'active',
    url: 'https://site.test/campaigns/run-for-water/fundraiser/2/',
    donate_url: 'https://site.test/campaigns/run-for-water/fundraiser/2/donate/',
    team_id: 1,
  },
  totals: { raised: 320, donations_count: 4, donors_count: 3, last_gift_at: '2026-11-28T17:05:00Z' },
  donations: [],
  donations_total: 4,
  milestones: ['first-gift', '25', 'first-share'],
  shares_count: 2,
  settings: { notify_of_donations: true, show_milestones: true },
  campaign: { end_date: null },
  captain_of: null,
};

/** The fixture with some parts replaced (fundraiser and totals merge field by field). */
export function dashboardWith(
  overrides: Omit<Partial<FundraiserDashboard>, 'fundraiser' | 'totals'> & {
    fundraiser?: Partial<FundraiserDashboard['fundraiser']>;
    totals?: Partial<FundraiserDashboard['totals']>;
  } = {},
): FundraiserDashboard {
  const { fundraiser, totals, ...rest } = overrides;
  return {
    ...dashboardFixture,
    ...rest,
    fundraiser: { ...dashboardFixture.fundraiser, ...fundraiser },
    totals: { ...dashboardFixture.totals, ...totals },
  };
}

/** A first day: no photo, the sample story, nothing raised, no shares, no donors. */
export const firstDayDashboard = dashboardWith({
  fundraiser: { profile_image: '', story_is_sample: true },
  totals: { raised: 0, donations_count: 0, donors_count: 0, last_gift_at: null },
  donations_total: 0,
  milestones: [],
  shares_count: 0,
});
