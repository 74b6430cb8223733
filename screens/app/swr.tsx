import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from 'swr';
import * as v from 'valibot';
import type { ApiContextValue } from '../api/ApiContext';
import type { ReadKey } from '../api/envelope';
import { isApiError } from '../api/errors';
import { teamKey, userInfoKey } from '../api/readKeys';
import type { HostData } from './hostData';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Slow links (2G, 3G) and data saver get longer timeouts and retry intervals (SPEC 9). */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

function currentConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

const MAX_RETRIES = 3;

/** SPEC 9's cache settings. Failed loads retry, except client errors that will not change (404, 403…). */
export function swrSettings(slow: boolean): SWRConfiguration {
  return {
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
    errorRetryInterval: slow ? 10000 : 5000,
    loadingTimeout: slow ? 5000 : 3000,
    shouldRetryOnError: true,
    errorRetryCount: MAX_RETRIES,
    onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
      const status = isApiError(error) ? error.status : undefined;
      if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return;
      if (retryCount > MAX_RETRIES) return;
      setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * retryCount);
    },
  };
}

/**
 * Cache entries the page already carries, keyed as the read hooks key them: the team on team pages, and the
 * logged-in user's name and email (data-user) on every page.
 */
export function hostFallback(host: Pick<HostData, 'team' | 'user' | 'campaign'>): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  if (host.team) fallback[unstable_serialize(teamKey(host.team.id))] = host.team;
  if (host.user) fallback[unstable_serialize(userInfoKey(host.campaign.campaign_id))] = host.user;
  return fallback;
}

/** Seeded keys are not fetched again on the first screen: the server just rendered them. */
function trustSeededData(seeded: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, seeded.has(unstable_serialize(key)) ? { ...config, revalidateIfStale: false } : config);
}

const Configured = createContext(false);

/** False for a read hook outside AppSWRConfig: it would silently run without the SPEC 9 settings and seeding. */
export function useReadCacheConfigured(): boolean {
  return useContext(Configured);
}

export interface AppSWRConfigProps {
  api: ApiContextValue;
  fallback?: Record<string, unknown>;
  /** Tests pass `() => new Map()` for a fresh cache. */
  provider?: (cache: Readonly<Cache>) => Cache;
  /** Overrides for tests (e.g. a short retry interval). */
  settings?: SWRConfiguration;
  children?: ReactNode;
}

const NO_FALLBACK: Record<string, unknown> = {};

export function AppSWRConfig({ api, fallback = NO_FALLBACK, provider, settings, children }: AppSWRConfigProps) {
  const value = useMemo<SWRConfiguration>(() => {
    const seeded = new Set(Object.keys(fallback));
    return {
      ...swrSettings(isSlowConnection(currentConnection())),
      // The default fetcher for a bare useSWR(['endpoint', query]); the typed hooks bring their own checked fetchers.
      fetcher: ([name, query]: ReadKey) => api.client.request(name, { query, schema: v.unknown() }),
      fallback,
      use: [trustSeededData(seeded)],
      ...(provider ? { provider } : {}),
      ...settings,
    };
  }, [api, fallback, provider, settings]);
  return (
    <Configured.Provider value>
      <SWRConfig value={value}>{children}</SWRConfig>
    </Configured.Provider>
  );
}
