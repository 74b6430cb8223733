import type { ApiContextValue } from './ApiContext';
import { teamSchema, type Team } from './entities';
import { readEnvelope } from './envelope';
import { GET_TEAM, teamKey } from './readKeys';
import { useRead, type ReadOptions } from './useRead';

const schema = readEnvelope(teamSchema);

export async function fetchTeam({ client }: ApiContextValue, teamId: number): Promise<Team> {
  const response = await client.request(GET_TEAM, { query: { team_id: teamId }, schema });
  return response.data;
}

/** One team. On a team page the host data seeds it, so the first render makes no request. */
export function useTeam(teamId: number | undefined, options?: ReadOptions<Team>) {
  return useRead(teamId ? teamKey(teamId) : null, (api) => fetchTeam(api, teamId ?? 0), options);
}
