import type { ReadKey } from './envelope';

// Cache keys the app shell seeds from the host data. Kept apart from the read hooks, so the first-load entry
// can name them without pulling in useSWR and the fetchers.

export const GET_TEAM = 'get-team';
export const GET_USER_INFO = 'get-user-info';

export function teamKey(teamId: number): ReadKey {
  return [GET_TEAM, { team_id: teamId }];
}

export function userInfoKey(campaignId: number): ReadKey {
  return [GET_USER_INFO, { campaignId }];
}
