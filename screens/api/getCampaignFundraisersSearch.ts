import { type SearchPage, type SearchParams, searchSource, useSearchPage } from './searchPage';
import type { ReadOptions } from './useRead';

export const GET_CAMPAIGN_FUNDRAISERS_SEARCH = 'get-campaign-fundraisers-search';

/** The leaderboard's source of pages of fundraisers. */
export const fundraisersSearchSource = searchSource(
  GET_CAMPAIGN_FUNDRAISERS_SEARCH,
  (campaignId, { search = '', page = 1, perPage = 9 }: SearchParams) => ({
    campaign_id: campaignId,
    search,
    page,
    per_page: perPage,
  }),
);

/** A page of the campaign's fundraisers matching `search`; keeps the previous page on screen while the next loads. */
export function useFundraisersSearch(params: SearchParams, options?: ReadOptions<SearchPage>) {
  return useSearchPage(fundraisersSearchSource, params, options);
}
