import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminPageQuery } from '../app/pageQuery';
import { DEFAULT_TEAM_LIST_STATE, readTeamListState, teamListQuery, type TeamListState } from './listState';

/**
 * The teams list state, read from and written to the hash query so a reload, the back button or a shared link
 * shows the same list. A change of filter, search or sort goes back to page 1. Writes replace the history
 * entry; only a page change pushes one, so Back walks pages rather than every keystroke of a search.
 */
export function useTeamListState() {
  const [hashQuery, setHashQuery] = useSearchParams();
  // The page URL's own query (`admin.php?page=…&status=pending`), outside the hash.
  const pageQuery = useAdminPageQuery();
  const state = useMemo(() => readTeamListState(hashQuery, pageQuery), [hashQuery, pageQuery]);

  const update = useCallback(
    (change: Partial<TeamListState>) => {
      const next: TeamListState = { ...state, page: 1, ...change };
      setHashQuery(teamListQuery(next, pageQuery), { replace: change.page === undefined });
    },
    [state, setHashQuery, pageQuery],
  );
  const reset = useCallback(() => update(DEFAULT_TEAM_LIST_STATE), [update]);
  return { state, update, reset };
}
