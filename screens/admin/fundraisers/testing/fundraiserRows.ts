import type { AdminAnswer } from '../../testing/adminFetch';
import { wireFundraiser, wireTeamNames } from '../../testing/wireRows';

/** A get-team-fundraisers row as the plugin sends it (section 7.3, plus the host's additions), from the list's names. */
export function fundraiserRow(id: number, overrides: Record<string, unknown> = {}) {
  return wireFundraiser({
    id,
    user_id: 100 + id,
    name: `Fundraiser ${id}`,
    email: `fundraiser${id}@example.org`,
    goal: 1000 * id,
    amount_raised: 250 * id,
    team_id: null,
    team_name: null,
    is_captain: false,
    status: 'active',
    profile_image: '',
    fundraiser_url: `https://site.test/campaigns/run-for-water/fundraiser/${id}/`,
    date_created: '2026-11-01T10:00:00Z',
    ...overrides,
  });
}

export const FUNDRAISER_STATUS_LABELS = { active: 'Approved', pending: 'Pending Approval', denied: 'Denied' };

export const storyTeams = [
  { id: 3, name: 'Blue Dolphins' },
  { id: 4, name: 'Hill Striders' },
];

/** A get-team-fundraisers answer: `rows` on this page of `pages`, `total` in all, and the campaign's teams. */
export function fundraisersAnswer(
  rows: unknown[],
  { total = rows.length, pages = rows.length > 0 ? 1 : 0, teams = storyTeams } = {},
): AdminAnswer {
  return {
    body: { status: true, data: rows, total, pages, statuses: FUNDRAISER_STATUS_LABELS, teams: wireTeamNames(teams) },
  };
}

/** The story fundraisers: a captain, a pending member, a denied one, a campaign fundraiser and a hostile name. */
export const storyFundraisers = [
  fundraiserRow(1, {
    name: 'Ann Lee',
    email: 'ann@example.org',
    goal: 1250000,
    amount_raised: 312000,
    team_id: 3,
    team_name: 'Blue Dolphins',
    is_captain: true,
  }),
  fundraiserRow(2, { name: 'Ben Ode', status: 'pending', team_id: 3, team_name: 'Blue Dolphins' }),
  fundraiserRow(3, { name: 'Cara Diaz', status: 'pending' }),
  fundraiserRow(4, { name: 'Dev Patel', status: 'denied', team_id: 4, team_name: 'Hill Striders' }),
  fundraiserRow(5, { name: '<img src=x onerror=alert(1)> Eve', email: '"><script>x</script>@example.org' }),
];

/** get-delete-fundraiser-strategy answers, one per strategy. */
export const deleteStrategies = {
  campaignFundraiser: { fundraiser_id: 3, name: 'Cara Diaz', strategy: 'campaignFundraiser', team: null, members: [] },
  teamOnlyFundraiser: {
    fundraiser_id: 4,
    name: 'Dev Patel',
    strategy: 'teamOnlyFundraiser',
    team: { id: 4, name: 'Hill Striders' },
    members: [],
  },
  teamMember: {
    fundraiser_id: 2,
    name: 'Ben Ode',
    strategy: 'teamMember',
    team: { id: 3, name: 'Blue Dolphins' },
    members: [{ id: 1, name: 'Ann Lee' }],
  },
  teamOwner: {
    fundraiser_id: 1,
    name: 'Ann Lee',
    strategy: 'teamOwner',
    team: { id: 3, name: 'Blue Dolphins' },
    members: [
      { id: 2, name: 'Ben Ode' },
      { id: 6, name: 'Fay Quinn' },
    ],
  },
} as const;
