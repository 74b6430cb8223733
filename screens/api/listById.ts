import type * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

/**
 * A read of one team's or fundraiser's list (members, top donors) by its id: the cache key names the request it
 * makes (so a cached answer is never another page's), and the hook asks nothing without an id.
 */
export function listById<TItem extends v.GenericSchema>(endpoint: string, idName: string, item: TItem) {
  type Item = v.InferOutput<TItem>;
  const schema = listEnvelope(item);
  const key = (id: number): ReadKey => [endpoint, { [idName]: id }];
  const fetch = async ({ client }: ApiContextValue, id: number): Promise<Item[]> =>
    (await client.request(endpoint, { query: { [idName]: id }, schema })).data;
  const useList = (id: number | undefined, options?: ReadOptions<Item[]>) =>
    useRead(id ? key(id) : null, (api) => fetch(api, id ?? 0), options);
  return { key, fetch, use: useList };
}
