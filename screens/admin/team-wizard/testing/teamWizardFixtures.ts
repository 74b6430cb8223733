import type { AdminAnswer } from '../../testing/adminFetch';

interface CaptainOverride {
  fundraiser_id: number;
  user_id?: number;
  name: string;
  email: string;
}

/**
 * get-team's `data` as the reference host sends it to an administrator: section 7.5's row (ids as strings, the
 * captain's name or null) plus our additions (captain_fundraiser, members, invitations). The overrides use the
 * wizard's terms: `captain` as an object, `notify_of_donations`, numeric ids.
 */
export function adminTeamData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { captain, notify_of_donations, members, id, ...rest } = overrides as {
    captain?: CaptainOverride | null;
    notify_of_donations?: boolean;
    members?: Array<{ id: number; name: string }>;
    id?: number;
  } & Record<string, unknown>;
  const memberList = members ?? [];
  return {
    id: String(id ?? 12),
    campaign_id: '7',
    owner_id: String(captain?.user_id ?? 0),
    name: 'River Runners',
    story: 'We run along the river every Sunday.',
    goal: 1250000,
    access: 'private',
    profile_image: '',
    status: 'active',
    date_created: '2026-01-01 00:00:00',
    notify_of_fundraisers: false,
    notify_of_team_donations: notify_of_donations ?? false,
    captain: captain ? captain.name : null,
    fundraiser_count: String(memberList.length),
    captain_fundraiser: captain ? { user_id: 0, ...captain } : null,
    members: memberList.map((member) => ({ id: String(member.id), name: member.name })),
    invitations: [],
    ...rest,
  };
}

export function adminTeamAnswer(overrides: Record<string, unknown> = {}): AdminAnswer {
  return { body: { status: true, data: adminTeamData(overrides) } };
}

export const teamMembers = [
  { id: 31, name: 'Ann Lee' },
  { id: 32, name: 'Bo Chen' },
];
