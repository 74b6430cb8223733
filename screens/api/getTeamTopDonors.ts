import type { ApiContextValue } from './ApiContext';
import { topDonorSchema, type TopDonor } from './entities';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

export const GET_TEAM_TOP_DONORS = 'get-team-top-donors';
const schema = listEnvelope(topDonorSchema);

export function teamTopDonorsKey(teamId: number): ReadKey {
  return [GET_TEAM_TOP_DONORS, { team_id: teamId }];
}

export async function fetchTeamTopDonors({ client }: ApiContextValue, teamId: number): Promise<TopDonor[]> {
  const response = await client.request(GET_TEAM_TOP_DONORS, { query: { team_id: teamId }, schema });
  return response.data;
}

/** A team's top donors (name, amount; SPEC does not show the shape, so the campaign's is assumed). */
export function useTeamTopDonors(teamId: number | undefined, options?: ReadOptions<TopDonor[]>) {
  return useRead(teamId ? teamTopDonorsKey(teamId) : null, (api) => fetchTeamTopDonors(api, teamId ?? 0), options);
}
