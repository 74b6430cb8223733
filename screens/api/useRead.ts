import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApi, type ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import type { ApiError } from './errors';

/** Options a page may pass to a read hook (keepPreviousData, refreshInterval…). */
export type ReadOptions<T> = SWRConfiguration<T, ApiError>;

/**
 * useSWR with the shared client. `key` names the endpoint and query (the cache key); the fetcher closes over
 * the same values. A null key skips the request (missing id, hook disabled).
 */
export function useRead<T>(
  key: ReadKey | null,
  fetcher: (api: ApiContextValue) => Promise<T>,
  options?: ReadOptions<T>,
): SWRResponse<T, ApiError> {
  const api = useApi();
  return useSWR<T, ApiError, ReadKey | null>(key, () => fetcher(api), options);
}
