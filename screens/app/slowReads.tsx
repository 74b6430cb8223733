import { createContext, useContext, useSyncExternalStore } from 'react';
import { __ } from '../../design-system';

/**
 * Reads that SWR reported slow (`onLoadingSlow`: still no data after `loadingTimeout`, 3 s or 5 s on slow
 * connections) and that have not finished yet. One set per read cache scope (AppSWRConfig), so a page's
 * spinners know whether anything they wait for is taking long.
 */
export interface SlowReads {
  markSlow(key: string): void;
  /** The read finished (data, error) or was discarded. */
  settle(key: string): void;
  subscribe(listener: () => void): () => void;
  anySlow(): boolean;
}

export function createSlowReads(): SlowReads {
  const keys = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    markSlow(key) {
      if (keys.has(key)) return;
      keys.add(key);
      notify();
    },
    settle(key) {
      if (keys.delete(key)) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    anySlow: () => keys.size > 0,
  };
}

const SlowReadsContext = createContext<SlowReads | null>(null);

export const SlowReadsProvider = SlowReadsContext.Provider;

const never = () => () => undefined;
const no = () => false;

/** "Still loading…" while a read in this scope is slow, for a loading state's Spinner `hint`; else undefined. */
export function useStillLoadingHint(): string | undefined {
  const reads = useContext(SlowReadsContext);
  const slow = useSyncExternalStore(reads ? reads.subscribe : never, reads ? reads.anySlow : no, no);
  return slow ? __('Still loading…') : undefined;
}
