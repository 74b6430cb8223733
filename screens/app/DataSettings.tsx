import { createContext, useContext } from 'react';
import type { Cache, SWRConfiguration } from 'swr';

/** What the read cache needs from the app shell; types only, so the first-load entry carries no SWR code. */
export interface DataSettings {
  /** Tests pass `() => new Map()` for a fresh cache; the app uses SWR's global one (shared across pages). */
  provider?: (cache: Readonly<Cache>) => Cache;
  /** Overrides for tests and stories (e.g. no retries). */
  settings?: SWRConfiguration;
}

const DataSettingsContext = createContext<DataSettings>({});

export const DataSettingsProvider = DataSettingsContext.Provider;

export function useDataSettings(): DataSettings {
  return useContext(DataSettingsContext);
}
