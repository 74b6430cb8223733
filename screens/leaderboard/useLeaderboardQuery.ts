import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLeaderboardQuery, sameQuery, writeLeaderboardQuery, type LeaderboardQuery } from './model';

/**
 * The leaderboard's page and search, kept in the URL query so back/forward and shared links work. Each change
 * is a new history entry (the back button undoes a page move or a search); an unchanged query adds none.
 */
export function useLeaderboardQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readLeaderboardQuery(params), [params]);

  const go = useCallback(
    (next: LeaderboardQuery) => {
      if (sameQuery(next, query)) return;
      // Not a transition: the location store updates synchronously, so the new query's request starts at once.
      setParams((current) => writeLeaderboardQuery(current, next));
    },
    [query, setParams],
  );
  const setPage = useCallback((page: number) => go({ page, search: query.search }), [go, query.search]);
  // A new search starts again at page 1.
  const setSearch = useCallback((search: string) => go({ page: 1, search }), [go]);

  return { query, setPage, setSearch };
}
