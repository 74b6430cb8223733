import { listItemSchema, type ListItem } from './entities';
import { listById, useListById } from './listById';
import type { ReadOptions } from './useRead';

export const GET_TEAM_FUNDRAISERS_ALL = 'get-team-fundraisers-all';
const teamFundraisers = listById(GET_TEAM_FUNDRAISERS_ALL, 'team_id', listItemSchema);

export const teamFundraisersKey = teamFundraisers.key;
export const fetchTeamFundraisers = teamFundraisers.fetch;
/** Every member of a team (id, name, profile_image, amount, goal). */
export function useTeamFundraisers(teamId: number | undefined, options?: ReadOptions<ListItem[]>) {
  return useListById(teamFundraisers, teamId, options);
}
