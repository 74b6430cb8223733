import type { ReadKey } from '../../api/envelope';

/** The read's name under the REST namespace (host: host/api/stats.ts). */
export const GET_STATS = 'get-stats';

/** Whose totals: the campaign's, or one team's or fundraiser's within it. */
export type StatsQuery =
  | { campaign_id: number }
  | { campaign_id: number; team_id: number }
  | { campaign_id: number; fundraiser_id: number };

export function statsKey(query: StatsQuery): ReadKey {
  return [GET_STATS, query];
}
