import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { storyText } from './wireForms';

export const GET_TEAM = 'get-team';
export const GET_TEAM_FUNDRAISERS_ALL = 'get-team-fundraisers-all';

const memberSchema = v.object({ id: numeric, name: text });
const captainSchema = v.object({ fundraiser_id: numeric, user_id: v.optional(idOrZero, 0), name: text, email: text });

/** get-team's `data` (section 7.5: the raw team row), plus the reference host's optional additions for admins. */
export const adminTeamRowSchema = v.object({
  id: numeric,
  campaign_id: numeric,
  owner_id: v.optional(idOrZero, 0),
  name: text,
  story: text,
  goal: amount,
  access: v.optional(v.picklist(['public', 'private']), 'public'),
  profile_image: text,
  status: v.optional(v.picklist(['active', 'pending', 'denied']), 'active'),
  notify_of_team_donations: v.optional(flag, false),
  /** The owner's display name (the plugin), or null. */
  captain: v.nullish(v.string(), null),
  // Our additions (host/README.md): absent from the plugin's answer.
  captain_fundraiser: v.nullish(captainSchema, null),
  members: v.optional(v.array(memberSchema)),
  invitations: v.optional(v.array(v.object({ email: v.string(), sent: v.optional(flag, false) })), []),
});

export const getTeamSchema = v.looseObject({ data: adminTeamRowSchema });

/** Section 7.6: the team's active members (the plugin's way to list them). */
export const teamFundraisersAllSchema = v.looseObject({
  data: v.array(v.object({ id: numeric, name: text })),
});

export interface AdminTeam {
  id: number;
  campaign_id: number;
  name: string;
  /** Plain text. */
  story: string;
  goal: number;
  access: 'public' | 'private';
  profile_image: string;
  status: 'active' | 'pending' | 'denied';
  notify_of_donations: boolean;
  /** `fundraiser_id` 0 and `email` '' when only the plugin's captain name is known. */
  captain: { fundraiser_id: number; user_id: number; name: string; email: string } | null;
  members: Array<{ id: number; name: string }>;
  invitations: Array<{ email: string; sent: boolean }>;
}

export function adminTeamKey(teamId: number): ReadKey {
  return [GET_TEAM, { team_id: teamId }];
}

/** The team as the admin wizard edits it; without the host's `members`, they come from get-team-fundraisers-all. */
export async function fetchAdminTeam({ client }: ApiContextValue, teamId: number): Promise<AdminTeam> {
  const { data } = await client.request(GET_TEAM, { query: { team_id: teamId }, schema: getTeamSchema });
  const members =
    data.members ??
    (await client.request(GET_TEAM_FUNDRAISERS_ALL, { query: { team_id: teamId }, schema: teamFundraisersAllSchema }))
      .data;
  const plainCaptain = data.captain?.trim()
    ? { fundraiser_id: 0, user_id: data.owner_id, name: data.captain.trim(), email: '' }
    : null;
  return {
    id: data.id,
    campaign_id: data.campaign_id,
    name: data.name,
    story: storyText(data.story),
    goal: data.goal,
    access: data.access,
    profile_image: data.profile_image,
    status: data.status,
    notify_of_donations: data.notify_of_team_donations,
    captain: data.captain_fundraiser ?? plainCaptain,
    members,
    invitations: data.invitations,
  };
}

/** One team as the admin wizard edits it: profile, captain, members and the invitations already made. */
export function useAdminTeam(teamId: number | undefined, options?: ReadOptions<AdminTeam>) {
  return useRead(teamId ? adminTeamKey(teamId) : null, (api) => fetchAdminTeam(api, teamId ?? 0), options);
}
