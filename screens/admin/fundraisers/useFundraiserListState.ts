import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminPageQuery } from '../app/pageQuery';
import {
  DEFAULT_FUNDRAISER_LIST_STATE,
  fundraiserHashQuery,
  readFundraiserListState,
  type FundraiserListState,
} from './listState';

/**
 * The list state in the hash query, so a reload, Back or a shared link shows the same list. Any change but a
 * page change goes back to page 1 and replaces the history entry; a page change pushes one.
 */
export function useFundraiserListState() {
  const [hashQuery, setHashQuery] = useSearchParams();
  const pageQuery = useAdminPageQuery();
  const state = useMemo(() => readFundraiserListState(hashQuery, pageQuery), [hashQuery, pageQuery]);
  const update = useCallback(
    (change: Partial<FundraiserListState>) => {
      const next: FundraiserListState = { ...state, page: 1, ...change };
      setHashQuery(fundraiserHashQuery(next, pageQuery), { replace: change.page === undefined });
    },
    [state, setHashQuery, pageQuery],
  );
  const reset = useCallback(() => update(DEFAULT_FUNDRAISER_LIST_STATE), [update]);
  return { state, update, reset };
}
