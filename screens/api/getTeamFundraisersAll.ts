import { listItemSchema } from './entities';
import { listById } from './listById';

export const GET_TEAM_FUNDRAISERS_ALL = 'get-team-fundraisers-all';
const teamFundraisers = listById(GET_TEAM_FUNDRAISERS_ALL, 'team_id', listItemSchema);

export const teamFundraisersKey = teamFundraisers.key;
export const fetchTeamFundraisers = teamFundraisers.fetch;
/** Every member of a team (id, name, profile_image, amount, goal). */
export const useTeamFundraisers = teamFundraisers.use;
