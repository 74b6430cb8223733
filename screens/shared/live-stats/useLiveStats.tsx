import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHostData } from '../../app/HostDataContext';
import { CodeLoading } from '../CodeLoading';
import { afterLoadWhenIdle } from '../WhenNeeded';
import { donationsReported } from './donationSignal';
import type { StatsQuery } from './statsQuery';

const LiveStatsFeed = lazy(() => import('./LiveStatsFeed'));

export interface LiveStatsState<T> {
  stats: T | undefined;
  /** Which figures just changed, for a moment's highlight. */
  changed: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A landing page's stats, first from the host data (no request), then kept fresh when the host has the stats
 * read (window.GiveP2P.statsRead): on focus, every 60 s while the page is visible, and at once after a donation
 * in the frame (reported on the donate route, read when a landing page shows again). The polling code is its own chunk, fetched once the page has loaded and the browser is idle (or
 * at once after a reported donation), so it adds next to nothing to the first load. `feed` renders it and its
 * live region; the page places it inside the figures.
 */
export function useLiveStats<T extends object>(
  query: StatsQuery,
  initial: T | undefined,
): LiveStatsState<T> & { feed: ReactNode } {
  const { config } = useHostData();
  const [state, setState] = useState<LiveStatsState<T>>({ stats: initial, changed: NONE });
  const [live, setLive] = useState(() => donationsReported() > 0);
  useEffect(() => {
    if (!config.statsRead || live) return undefined;
    return afterLoadWhenIdle(() => setLive(true));
  }, [config.statsRead, live]);
  const feed =
    config.statsRead && live ? (
      <Suspense fallback={<CodeLoading />}>
        <LiveStatsFeed
          query={query}
          current={state.stats}
          // The feed checked the figures with the schema of the query's kind (campaign or page stats), which is
          // the kind the page passed as `initial`; a type guard here would cost first-load bytes for nothing.
          onChange={(stats, changed) => setState({ stats: stats as T, changed })}
        />
      </Suspense>
    ) : null;
  return { ...state, feed };
}
