import { useApi, type ApiContextValue } from './ApiContext';
import { listItemSchema, type ListItem } from './entities';
import { listEnvelope, type ReadKey } from './envelope';
import { type ReadOptions, useRead } from './useRead';

/** One page of a leaderboard search: the items, all matches (`total`) and the items on this page (`count`). */
export interface SearchPage {
  items: ListItem[];
  total: number;
  count: number;
}

export interface SearchParams {
  search?: string;
  /** 1-based. */
  page?: number;
  perPage?: number;
}

export const searchPageSchema = listEnvelope(listItemSchema);

export function toSearchPage(response: { data: ListItem[]; total?: number; count?: number }): SearchPage {
  return {
    items: response.data,
    total: response.total ?? response.data.length,
    count: response.count ?? response.data.length,
  };
}

/**
 * Where pages of results come from: their cache key and their fetcher (plain data, so a list calls the one read
 * hook itself and the rules of hooks hold).
 */
export interface SearchSource<P extends SearchParams = SearchParams> {
  key: (campaignId: number, params: P) => ReadKey;
  fetch: (api: ApiContextValue, params: P) => Promise<SearchPage>;
}

/** The source of a search read: keyed by the same query it sends, so the cache and the URL agree. */
export function searchSource<P extends SearchParams>(
  endpoint: string,
  toQuery: (campaignId: number, params: P) => ReadKey[1],
): SearchSource<P> {
  return {
    key: (campaignId, params) => [endpoint, toQuery(campaignId, params)],
    fetch: async ({ client, campaignId }, params) =>
      toSearchPage(await client.request(endpoint, { query: toQuery(campaignId, params), schema: searchPageSchema })),
  };
}

/** A page of `source` matching `params.search`; keeps the previous page on screen while the next loads. */
export function useSearchPage(source: SearchSource, params: SearchParams, options?: ReadOptions<SearchPage>) {
  const { campaignId } = useApi();
  return useRead(source.key(campaignId, params), (api) => source.fetch(api, params), {
    keepPreviousData: true,
    ...options,
  });
}
