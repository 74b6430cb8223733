import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { readEnvelope, type ReadKey } from '../../api/envelope';
import { amount, flag, idOrZero, numeric, text } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';

export const ADMIN_GET_TEAM = 'admin-get-team';

const adminTeamSchema = v.object({
  id: numeric,
  campaign_id: numeric,
  name: text,
  /** Plain text. */
  story: text,
  goal: amount,
  access: v.optional(v.picklist(['public', 'private']), 'public'),
  profile_image: text,
  status: v.optional(v.picklist(['active', 'pending', 'denied']), 'active'),
  notify_of_donations: v.optional(flag, false),
  captain: v.nullish(
    v.object({ fundraiser_id: numeric, user_id: v.optional(idOrZero, 0), name: text, email: text }),
    null,
  ),
  members: v.optional(v.array(v.object({ id: numeric, name: text })), []),
  invitations: v.optional(v.array(v.object({ email: v.string(), sent: v.optional(flag, false) })), []),
});
export type AdminTeam = v.InferOutput<typeof adminTeamSchema>;

const schema = readEnvelope(adminTeamSchema);

export function adminTeamKey(teamId: number): ReadKey {
  return [ADMIN_GET_TEAM, { team_id: teamId }];
}

export async function fetchAdminTeam({ client }: ApiContextValue, teamId: number): Promise<AdminTeam> {
  const response = await client.request(ADMIN_GET_TEAM, { query: { team_id: teamId }, schema });
  return response.data;
}

/** One team as the admin wizard edits it: profile, captain, members and the invitations already made. */
export function useAdminTeam(teamId: number | undefined, options?: ReadOptions<AdminTeam>) {
  return useRead(teamId ? adminTeamKey(teamId) : null, (api) => fetchAdminTeam(api, teamId ?? 0), options);
}
