import type { FundraiserDashboard } from '../../../api/getFundraiserDashboard';
import { type DashboardOverrides, dashboardAnswer, mergeDashboard } from '../../testing/dashboardAnswer';

/** A dashboard as the reference host answers it for a fundraiser a few days in (tests and stories). */
export const dashboardFixture: FundraiserDashboard = dashboardAnswer({
  fundraiser: {
    profile_image: 'https://site.test/uploads/frank.jpg',
    story: 'I run because clean water changes everything.',
  },
  totals: { last_gift_at: '2026-11-28T17:05:00Z' },
  donations: [],
  milestones: ['first-gift', '25', 'first-share'],
  settings: { notify_of_donations: true, show_milestones: true },
});

/** The fixture with some parts replaced (fundraiser and totals merge field by field). */
export function dashboardWith(overrides: DashboardOverrides = {}): FundraiserDashboard {
  return mergeDashboard(dashboardFixture, overrides);
}

/** A first day: no photo, the sample story, nothing raised, no shares, no donors. */
export const firstDayDashboard = dashboardWith({
  fundraiser: { profile_image: '', story_is_sample: true },
  totals: { raised: 0, donations_count: 0, donors_count: 0, last_gift_at: null },
  donations_total: 0,
  milestones: [],
  shares_count: 0,
});
