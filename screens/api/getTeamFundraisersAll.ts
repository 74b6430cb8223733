import type { ApiContextValue } from './ApiContext';
import { listItemSchema, type ListItem } from './entities';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

export const GET_TEAM_FUNDRAISERS_ALL = 'get-team-fundraisers-all';
const schema = listEnvelope(listItemSchema);

export function teamFundraisersKey(teamId: number): ReadKey {
  return [GET_TEAM_FUNDRAISERS_ALL, { team_id: teamId }];
}

export async function fetchTeamFundraisers({ client }: ApiContextValue, teamId: number): Promise<ListItem[]> {
  const response = await client.request(GET_TEAM_FUNDRAISERS_ALL, { query: { team_id: teamId }, schema });
  return response.data;
}

/** Every member of a team (id, name, profile_image, amount, goal). */
export function useTeamFundraisers(teamId: number | undefined, options?: ReadOptions<ListItem[]>) {
  return useRead(teamId ? teamFundraisersKey(teamId) : null, (api) => fetchTeamFundraisers(api, teamId ?? 0), options);
}
