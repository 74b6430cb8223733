import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from 'swr';
import * as v from 'valibot';
import type { ApiContextValue } from '../api/ApiContext';
import type { ReadKey } from '../api/envelope';
import { isApiError } from '../api/errors';
import { teamKey, userInfoKey } from '../api/readKeys';
import { createSlowReads, SlowReadsProvider, type SlowReads } from './slowReads';
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

/** A client error that will not change on a retry (404, 403…); timeouts and rate limits may. */
function isFinalClientError(error: unknown): boolean {
  const status = isApiError(error) ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * SPEC 9's cache settings, where they differ from SWR's defaults. SWR already dedupes for 2000 ms, throttles
 * focus revalidation to 5000 ms and retries errors after 5000 ms with a 3000 ms loading timeout (swr.test.ts
 * pins those). Its slow-connection values (10000 ms, 5000 ms) are the spec's too, but SWR counts only 2G and
 * data saver as slow, read once at import; the app also counts 3G, so slow links restate them.
 * Failed loads retry up to 3 times with SWR's own jittered exponential backoff, except final client errors.
 */
export function swrSettings(slow: boolean): SWRConfiguration {
  return {
    ...(slow ? { errorRetryInterval: 10000, loadingTimeout: 5000 } : {}),
    errorRetryCount: MAX_RETRIES,
    onErrorRetry: (error, key, config, revalidate, options) => {
      if (isFinalClientError(error)) return;
      SWRConfig.defaultValue.onErrorRetry(error, key, config, revalidate, options);
    },
  };
}

/** The read cache reports reads that stay slow (SPEC 9's loading timeout) to the scope's SlowReads. */
function slowReadEvents(reads: SlowReads): SWRConfiguration {
  return {
    onLoadingSlow: (key) => reads.markSlow(key),
    onSuccess: (_data, key) => reads.settle(key),
    onError: (_error, key) => reads.settle(key),
    onDiscarded: (key) => reads.settle(key),
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
  const [slowReads] = useState(createSlowReads);
  const value = useMemo<SWRConfiguration>(() => {
    const seeded = new Set(Object.keys(fallback));
    return {
      ...swrSettings(isSlowConnection(currentConnection())),
      ...slowReadEvents(slowReads),
      // The default fetcher for a bare useSWR(['endpoint', query]); the typed hooks bring their own checked fetchers.
      fetcher: ([name, query]: ReadKey) => api.client.request(name, { query, schema: v.unknown() }),
      fallback,
      use: [trustSeededData(seeded)],
      ...(provider ? { provider } : {}),
      ...settings,
    };
  }, [api, fallback, provider, settings, slowReads]);
  return (
    <Configured.Provider value>
      <SlowReadsProvider value={slowReads}>
        <SWRConfig value={value}>{children}</SWRConfig>
      </SlowReadsProvider>
    </Configured.Provider>
  );
}
