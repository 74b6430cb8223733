import { TEAM_SORTS, TEAM_STATUSES, type TeamListParams, type TeamSort, type TeamStatus } from '../api/getTeams';
import {
  type HashListCodec,
  pickOne,
  readSearchSortAndPage,
  type SearchSortAndPage,
  UNSEARCHED_FIRST_PAGE,
  writeSearchSortAndPage,
} from '../app/hashList';

/** What the teams list shows; kept in the hash query (`#/?status=pending&search=x&sort=name&direction=asc&page=2`). */
export interface TeamListState extends SearchSortAndPage<TeamSort> {
  status: TeamStatus | 'all';
}

export const TEAMS_PER_PAGE = 10;

export const DEFAULT_TEAM_LIST_STATE: TeamListState = { status: 'all', ...UNSEARCHED_FIRST_PAGE };

function statusOf(value: string | null): TeamStatus | 'all' | undefined {
  return value === 'all' ? 'all' : pickOne(TEAM_STATUSES, value);
}

/**
 * The list state from the hash query; a value the server would refuse (unknown status or sort, page 0) falls back
 * to its default. The page URL's `status` (the campaign list's "Pending approval" link) applies when the hash
 * names none.
 */
export function readTeamListState(hashQuery: URLSearchParams, pageQuery: URLSearchParams): TeamListState {
  return {
    status: statusOf(hashQuery.get('status')) ?? statusOf(pageQuery.get('status')) ?? 'all',
    ...readSearchSortAndPage(hashQuery, TEAM_SORTS),
  };
}

/**
 * The hash query for a state: defaults are left out, except `status=all` when the page URL names a status
 * (otherwise a reload would bring that status back).
 */
export function teamListQuery(state: TeamListState, pageQuery: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (state.status !== 'all' || statusOf(pageQuery.get('status'))) query.set('status', state.status);
  return writeSearchSortAndPage(query, state);
}

export const teamListCodec: HashListCodec<TeamListState> = {
  defaults: DEFAULT_TEAM_LIST_STATE,
  read: readTeamListState,
  write: teamListQuery,
};

/**
 * The state a host without 'list-extras' can take: no search (the plugin ignores it) and no `denied` filter (the
 * plugin answers 400 to it).
 */
export function plainTeamListState(state: TeamListState): TeamListState {
  if (!state.search && state.status !== 'denied') return state;
  return { ...state, search: '', status: state.status === 'denied' ? 'all' : state.status };
}

/** The read's parameters for a state. */
export function teamListParams(state: TeamListState): TeamListParams {
  return { ...state, perPage: TEAMS_PER_PAGE };
}
