import { topDonorSchema, type TopDonor } from './entities';
import { listById, useListById } from './listById';
import type { ReadOptions } from './useRead';

export const GET_TEAM_TOP_DONORS = 'get-team-top-donors';
const teamTopDonors = listById(GET_TEAM_TOP_DONORS, 'team_id', topDonorSchema);

export const teamTopDonorsKey = teamTopDonors.key;
export const fetchTeamTopDonors = teamTopDonors.fetch;
/** A team's top donors (name, amount; SPEC does not show the shape, so the campaign's is assumed). */
export function useTeamTopDonors(teamId: number | undefined, options?: ReadOptions<TopDonor[]>) {
  return useListById(teamTopDonors, teamId, options);
}
