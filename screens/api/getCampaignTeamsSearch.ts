import { useApi, type ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import { searchPageSchema, toSearchPage, type SearchPage, type SearchParams } from './searchPage';
import { useRead, type ReadOptions } from './useRead';

export const GET_CAMPAIGN_TEAMS_SEARCH = 'get-campaign-teams-search';

export interface TeamsSearchParams extends SearchParams {
  /** The leaderboard includes private ('Closed') teams. */
  showClosedTeams?: boolean;
}

function teamsQuery(campaignId: number, { search = '', page = 1, perPage = 9, showClosedTeams }: TeamsSearchParams) {
  return {
    campaign_id: campaignId,
    search,
    page,
    per_page: perPage,
    // Only sent when set: WordPress reads any non-empty string, even 'false', as true.
    ...(showClosedTeams ? { showClosedTeams: true } : {}),
  };
}

export function teamsSearchKey(campaignId: number, params: TeamsSearchParams): ReadKey {
  return [GET_CAMPAIGN_TEAMS_SEARCH, teamsQuery(campaignId, params)];
}

export async function fetchTeamsSearch(
  { client, campaignId }: ApiContextValue,
  params: TeamsSearchParams,
): Promise<SearchPage> {
  const response = await client.request(GET_CAMPAIGN_TEAMS_SEARCH, {
    query: teamsQuery(campaignId, params),
    schema: searchPageSchema,
  });
  return toSearchPage(response);
}

/** The leaderboard's source of pages of teams (closed teams included or not). */
export function teamsSearchSource({ showClosedTeams }: Pick<TeamsSearchParams, 'showClosedTeams'>) {
  return {
    key: (campaignId: number, params: SearchParams) => teamsSearchKey(campaignId, { ...params, showClosedTeams }),
    fetch: (api: ApiContextValue, params: SearchParams) => fetchTeamsSearch(api, { ...params, showClosedTeams }),
  };
}

/** A page of the campaign's teams matching `search`; keeps the previous page on screen while the next loads. */
export function useTeamsSearch(params: TeamsSearchParams, options?: ReadOptions<SearchPage>) {
  const { campaignId } = useApi();
  return useRead(teamsSearchKey(campaignId, params), (api) => fetchTeamsSearch(api, params), {
    keepPreviousData: true,
    ...options,
  });
}
