import type { ListDirection } from '../api/adminList';
import { TEAM_SORTS, TEAM_STATUSES, type TeamListParams, type TeamSort, type TeamStatus } from '../api/getTeams';

/** What the teams list shows; kept in the hash query (`#/?status=pending&search=x&sort=name&direction=asc&page=2`). */
export interface TeamListState {
  status: TeamStatus | 'all';
  search: string;
  /** '' = the server's default order (newest first). */
  sort: TeamSort | '';
  direction: ListDirection;
  page: number;
}

export const TEAMS_PER_PAGE = 10;

export const DEFAULT_TEAM_LIST_STATE: TeamListState = {
  status: 'all',
  search: '',
  sort: '',
  direction: 'desc',
  page: 1,
};

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function statusOf(value: string | null): TeamStatus | 'all' | undefined {
  return value === 'all' ? 'all' : pick(TEAM_STATUSES, value);
}

/**
 * The list state from the hash query; a value the server would refuse (unknown status or sort, page 0) falls back
 * to its default. The page URL's `status` (the campaign list's "Pending approval" link) applies when the hash
 * names none.
 */
export function readTeamListState(hashQuery: URLSearchParams, pageQuery: URLSearchParams): TeamListState {
  const page = Number(hashQuery.get('page'));
  const sort = pick(TEAM_SORTS, hashQuery.get('sort')) ?? '';
  const direction = hashQuery.get('direction')?.toLowerCase();
  return {
    status: statusOf(hashQuery.get('status')) ?? statusOf(pageQuery.get('status')) ?? 'all',
    search: hashQuery.get('search')?.trim() ?? '',
    sort,
    direction: sort && direction === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The hash query for a state: defaults are left out, except `status=all` when the page URL names a status
 * (otherwise a reload would bring that status back).
 */
export function teamListQuery(state: TeamListState, pageQuery: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (state.status !== 'all' || statusOf(pageQuery.get('status'))) query.set('status', state.status);
  if (state.search) query.set('search', state.search);
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('direction', state.direction);
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The read's parameters for a state. */
export function teamListParams(state: TeamListState): TeamListParams {
  return { ...state, perPage: TEAMS_PER_PAGE };
}
