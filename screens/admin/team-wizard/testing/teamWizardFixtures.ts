import type { AdminAnswer } from '../../testing/adminFetch';

/** admin-get-team's `data` as the wire carries it. */
export function adminTeamData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 12,
    campaign_id: 7,
    name: 'River Runners',
    story: 'We run along the river every Sunday.',
    goal: 1250000,
    access: 'private',
    profile_image: '',
    status: 'active',
    notify_of_donations: false,
    captain: null,
    members: [],
    invitations: [],
    ...overrides,
  };
}

export function adminTeamAnswer(overrides: Record<string, unknown> = {}): AdminAnswer {
  return { body: { data: adminTeamData(overrides) } };
}

export const teamMembers = [
  { id: 31, name: 'Ann Lee' },
  { id: 32, name: 'Bo Chen' },
];
