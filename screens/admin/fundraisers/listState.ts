import type { ListDirection } from '../api/adminList';
import type { FundraiserListParams, FundraiserSort, FundraiserStatus, TeamFilter } from '../api/getTeamFundraisers';

/**
 * What the fundraisers list shows, kept in the hash query
 * (`#/?team=3&status=pending&search=x&sort=goal&direction=asc&page=2`).
 */
export interface FundraiserListState {
  team: TeamFilter;
  status: FundraiserStatus | 'all';
  search: string;
  sort: FundraiserSort | '';
  direction: ListDirection;
  page: number;
}

export const DEFAULT_FUNDRAISER_LIST_STATE: FundraiserListState = {
  team: 'all',
  status: 'all',
  search: '',
  sort: '',
  direction: 'desc',
  page: 1,
};

export const FUNDRAISERS_PER_PAGE = 10;

const SORTS: readonly FundraiserSort[] = ['goal', 'team_id', 'status', 'date_created', 'amount_raised'];
const STATUSES: readonly FundraiserStatus[] = ['active', 'pending', 'denied'];

function readTeam(value: string | null): TeamFilter | undefined {
  if (value === null) return undefined;
  if (value === 'all' || value === '') return 'all';
  if (value === 'none') return 'none';
  return /^[1-9]\d*$/.test(value) ? Number(value) : 'all';
}

function readStatus(value: string | null): FundraiserStatus | 'all' | undefined {
  if (value === null) return undefined;
  return STATUSES.find((status) => status === value) ?? 'all';
}

/**
 * The state from the hash query; where the hash says nothing about the team or the status, the admin page URL's
 * `team` and `show=pending` (the campaign list's and the teams list's links) give the first values. Unknown
 * values fall back to the defaults rather than reaching the server as a 400.
 */
export function readFundraiserListState(hash: URLSearchParams, page: URLSearchParams): FundraiserListState {
  const sort = SORTS.find((value) => value === hash.get('sort')) ?? '';
  const pageNumber = Number(hash.get('page'));
  return {
    team: readTeam(hash.get('team')) ?? readTeam(page.get('team')) ?? 'all',
    status: readStatus(hash.get('status')) ?? (page.get('show') === 'pending' ? 'pending' : 'all'),
    search: (hash.get('search') ?? '').trim(),
    sort,
    direction: sort && hash.get('direction')?.toLowerCase() === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
  };
}

/**
 * The hash query for a state: defaults are left out, except the team and the status when the page URL gives
 * them, so that "All teams" chosen on a page opened with `&team=3` stays chosen after a reload.
 */
export function fundraiserHashQuery(state: FundraiserListState, page: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (state.team !== 'all' || page.has('team')) query.set('team', String(state.team));
  if (state.status !== 'all' || page.get('show') === 'pending') query.set('status', state.status);
  if (state.search) query.set('search', state.search);
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('direction', state.direction);
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The list read's parameters. */
export function fundraiserListParams(state: FundraiserListState): FundraiserListParams {
  return { ...state, perPage: FUNDRAISERS_PER_PAGE };
}
