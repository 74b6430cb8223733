import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { text } from './lenient';

export const REMOVE_TEAM_MEMBER = 'remove-team-member';

// The host decides what happens to the member and says which way it went ('individual' today); an empty 200
// body is accepted too, so the data is optional.
const schema = v.looseObject({ data: v.optional(v.nullable(v.looseObject({ strategy: text })), null) });

/**
 * Takes a member off the captain's team (fundraising-tools extension). The client sends no strategy: the host
 * decides (the member keeps their page and gifts, which stop counting for the team). The captain cannot be
 * removed (409 is_captain).
 */
export async function removeTeamMember(
  { client }: ApiContextValue,
  teamId: number,
  fundraiserId: number,
): Promise<{ strategy: string }> {
  const { data } = await client.request(REMOVE_TEAM_MEMBER, {
    method: 'POST',
    body: { team_id: teamId, fundraiser_id: fundraiserId },
    schema,
  });
  return { strategy: data?.strategy ?? '' };
}
