import { useApi, type ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import { searchPageSchema, toSearchPage, type SearchPage, type SearchParams } from './searchPage';
import { useRead, type ReadOptions } from './useRead';

export const GET_CAMPAIGN_FUNDRAISERS_SEARCH = 'get-campaign-fundraisers-search';

function fundraisersQuery(campaignId: number, { search = '', page = 1, perPage = 9 }: SearchParams) {
  return { campaign_id: campaignId, search, page, per_page: perPage };
}

export function fundraisersSearchKey(campaignId: number, params: SearchParams): ReadKey {
  return [GET_CAMPAIGN_FUNDRAISERS_SEARCH, fundraisersQuery(campaignId, params)];
}

export async function fetchFundraisersSearch(
  { client, campaignId }: ApiContextValue,
  params: SearchParams,
): Promise<SearchPage> {
  const response = await client.request(GET_CAMPAIGN_FUNDRAISERS_SEARCH, {
    query: fundraisersQuery(campaignId, params),
    schema: searchPageSchema,
  });
  return toSearchPage(response);
}

/** The leaderboard's source of pages of fundraisers. */
export const fundraisersSearchSource = { key: fundraisersSearchKey, fetch: fetchFundraisersSearch };

/** A page of the campaign's fundraisers matching `search`; keeps the previous page on screen while the next loads. */
export function useFundraisersSearch(params: SearchParams, options?: ReadOptions<SearchPage>) {
  const { campaignId } = useApi();
  return useRead(fundraisersSearchKey(campaignId, params), (api) => fetchFundraisersSearch(api, params), {
    keepPreviousData: true,
    ...options,
  });
}
