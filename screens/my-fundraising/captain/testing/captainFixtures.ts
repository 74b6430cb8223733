import type { TeamDashboard, TeamMember } from '../../../api/getTeamDashboard';

/** The moment every captain story and test is rendered at, so relative dates read the same on every run. */
export const CAPTAIN_NOW = new Date('2026-11-28T18:00:00Z');

const hoursAgo = (hours: number) => new Date(CAPTAIN_NOW.getTime() - hours * 3600_000).toISOString();

export function member(overrides: Partial<TeamMember> & Pick<TeamMember, 'fundraiser_id' | 'name'>): TeamMember {
  return {
    profile_image: '',
    raised: 0,
    goal: 500,
    last_gift_at: null,
    is_captain: false,
    url: `https://site.test/campaigns/run-for-water/fundraiser/${overrides.fundraiser_id}/`,
    status: 'active',
    last_reminded_at: null,
    ...overrides,
  };
}

export const captainMember = member({
  fundraiser_id: 2,
  name: 'Ana Lima',
  raised: 2410,
  goal: 1000,
  last_gift_at: hoursAgo(1),
  is_captain: true,
});

/** The demo team as its captain sees it: two members with gifts, two without, one pending, two invitations. */
export function teamDashboard(overrides: Partial<TeamDashboard> = {}): TeamDashboard {
  return {
    team: {
      id: 1,
      name: 'Clean Water Crew',
      goal: 5000,
      raised: 3120,
      status: 'active',
      url: 'https://site.test/campaigns/run-for-water/team/1/',
    },
    members: [
      captainMember,
      member({ fundraiser_id: 5, name: 'Kenji Varga', raised: 610, goal: 500, last_gift_at: hoursAgo(50) }),
      member({ fundraiser_id: 6, name: 'Priya Nair', raised: 100, last_gift_at: hoursAgo(24 * 9) }),
      member({ fundraiser_id: 7, name: 'Lee Park' }),
      member({ fundraiser_id: 8, name: 'Omar Haddad', status: 'pending' }),
    ],
    invitations: [
      { id: 7, email: 'sam@example.org', sent_at: '2026-11-27T10:00:00Z', status: 'sent' },
      { id: 9, email: 'noor@example.org', sent_at: null, status: 'held' },
    ],
    ...overrides,
  };
}

/** The get-team-dashboard answer as the host sends it. */
export function dashboardAnswer(overrides: Partial<TeamDashboard> = {}) {
  return { data: teamDashboard(overrides) };
}
