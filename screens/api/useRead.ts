import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApi, type ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import { useReadCacheConfigured } from '../app/swr';
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
  const configured = useReadCacheConfigured();
  // Development and tests only: a page rendered without DataScope (see routes.tsx) is a wiring mistake.
  if (import.meta.env.DEV && !configured) {
    throw new Error(`useRead('${key?.[0] ?? ''}') outside AppSWRConfig: wrap the page in DataScope`);
  }
  return useSWR<T, ApiError, ReadKey | null>(key, () => fetcher(api), options);
}
