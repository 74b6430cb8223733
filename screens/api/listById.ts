import type * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

/** One team's or fundraiser's list (members, top donors): its cache key and its fetcher, by the page's id. */
export interface ListById<TItem> {
  /** Names the request it stands for, so a cached answer is never another page's. */
  key: (id: number) => ReadKey;
  fetch: (api: ApiContextValue, id: number) => Promise<TItem[]>;
}

/** The list read of `endpoint`, which takes the page's id as `idName`. */
export function listById<TItem extends v.GenericSchema>(
  endpoint: string,
  idName: string,
  item: TItem,
): ListById<v.InferOutput<TItem>> {
  const schema = listEnvelope(item);
  return {
    key: (id) => [endpoint, { [idName]: id }],
    fetch: async ({ client }, id) => (await client.request(endpoint, { query: { [idName]: id }, schema })).data,
  };
}

/** Reads a ListById; asks nothing without an id. */
export function useListById<TItem>(list: ListById<TItem>, id: number | undefined, options?: ReadOptions<TItem[]>) {
  return useRead(id ? list.key(id) : null, (api) => list.fetch(api, id ?? 0), options);
}
