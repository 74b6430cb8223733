import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { readEnvelope } from './envelope';
import type { ReadKey } from './envelope';
import { amount, flag, numeric, text } from './lenient';
import { useRead, type ReadOptions } from './useRead';

/*
 * The fundraising-tools extension (docs/fundraising-tools.md, "Captain calls"): the captain's view of their team.
 * Only the team's captain may read it (the host answers 403 not_captain to anyone else); the client offers it
 * only when the fundraiser dashboard names the team in `captain_of`.
 */

export const GET_TEAM_DASHBOARD = 'get-team-dashboard';

/** An ISO time, or null when absent or blank. */
const isoTime = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
);

/** A status this client knows; anything else reads as 'active' (no badge), as an unknown status says nothing. */
const memberStatus = v.pipe(
  v.optional(v.nullable(v.string()), 'active'),
  v.transform((value): 'active' | 'pending' | 'denied' =>
    value === 'pending' || value === 'denied' ? value : 'active',
  ),
);

export const teamMemberSchema = v.object({
  fundraiser_id: numeric,
  name: text,
  profile_image: text,
  raised: amount,
  goal: amount,
  last_gift_at: isoTime,
  is_captain: v.optional(flag, false),
  url: text,
  status: memberStatus,
  last_reminded_at: isoTime,
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

export const teamInvitationSchema = v.object({
  id: numeric,
  email: text,
  sent_at: isoTime,
  /** `held` while the team waits for approval (the host mails it then); anything else counts as sent. */
  status: v.pipe(
    v.optional(v.nullable(v.string()), 'sent'),
    v.transform((value): 'sent' | 'held' => (value === 'held' ? 'held' : 'sent')),
  ),
});
export type TeamInvitation = v.InferOutput<typeof teamInvitationSchema>;

/** A list that may be missing or null (then empty). */
function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.optional(v.nullable(v.array(item)), null),
    v.transform((items) => items ?? []),
  );
}

export const teamDashboardSchema = v.object({
  team: v.object({
    id: numeric,
    name: text,
    goal: amount,
    raised: amount,
    status: v.optional(text, 'active'),
    url: text,
  }),
  members: list(teamMemberSchema),
  invitations: list(teamInvitationSchema),
});
export type TeamDashboard = v.InferOutput<typeof teamDashboardSchema>;

const schema = readEnvelope(teamDashboardSchema);

export function teamDashboardKey(teamId: number): ReadKey {
  return [GET_TEAM_DASHBOARD, { team_id: teamId }];
}

export async function fetchTeamDashboard({ client }: ApiContextValue, teamId: number): Promise<TeamDashboard> {
  const response = await client.request(GET_TEAM_DASHBOARD, { query: { team_id: teamId }, schema });
  return response.data;
}

/** The captain's team read; a team id of 0 (none) makes no request. */
export function useTeamDashboard(teamId: number, options?: ReadOptions<TeamDashboard>) {
  return useRead(teamId > 0 ? teamDashboardKey(teamId) : null, (api) => fetchTeamDashboard(api, teamId), options);
}
