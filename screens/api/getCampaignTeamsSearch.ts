import { type SearchPage, type SearchParams, type SearchSource, searchSource, useSearchPage } from './searchPage';
import type { ReadOptions } from './useRead';

export const GET_CAMPAIGN_TEAMS_SEARCH = 'get-campaign-teams-search';

export interface TeamsSearchParams extends SearchParams {
  /** The leaderboard includes private ('Closed') teams. */
  showClosedTeams?: boolean;
}

const teamsSearch = searchSource(
  GET_CAMPAIGN_TEAMS_SEARCH,
  (campaignId, { search = '', page = 1, perPage = 9, showClosedTeams }: TeamsSearchParams) => ({
    campaign_id: campaignId,
    search,
    page,
    per_page: perPage,
    // Only sent when set: WordPress reads any non-empty string, even 'false', as true.
    ...(showClosedTeams ? { showClosedTeams: true } : {}),
  }),
);

/** The leaderboard's source of pages of teams (closed teams included or not). */
export function teamsSearchSource({ showClosedTeams }: Pick<TeamsSearchParams, 'showClosedTeams'>): SearchSource {
  return {
    key: (campaignId, params) => teamsSearch.key(campaignId, { ...params, showClosedTeams }),
    fetch: (api, params) => teamsSearch.fetch(api, { ...params, showClosedTeams }),
  };
}

/** A page of the campaign's teams matching `search`; keeps the previous page on screen while the next loads. */
export function useTeamsSearch(params: TeamsSearchParams, options?: ReadOptions<SearchPage>) {
  return useSearchPage(teamsSearchSource(params), params, options);
}
