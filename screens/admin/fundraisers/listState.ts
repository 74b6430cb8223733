import {
  FUNDRAISER_SORTS,
  FUNDRAISER_STATUSES,
  type FundraiserListParams,
  type FundraiserSort,
  type FundraiserStatus,
  type TeamFilter,
} from '../api/getTeamFundraisers';
import {
  type HashListCodec,
  pickOne,
  readSearchSortAndPage,
  type SearchSortAndPage,
  UNSEARCHED_FIRST_PAGE,
  writeSearchSortAndPage,
} from '../app/hashList';

/**
 * What the fundraisers list shows, kept in the hash query
 * (`#/?team=3&status=pending&search=x&sort=goal&direction=asc&page=2`).
 */
export interface FundraiserListState extends SearchSortAndPage<FundraiserSort> {
  team: TeamFilter;
  status: FundraiserStatus | 'all';
}

export const DEFAULT_FUNDRAISER_LIST_STATE: FundraiserListState = {
  team: 'all',
  status: 'all',
  ...UNSEARCHED_FIRST_PAGE,
};

export const FUNDRAISERS_PER_PAGE = 10;

function readTeam(value: string | null): TeamFilter | undefined {
  if (value === null) return undefined;
  if (value === 'all' || value === '') return 'all';
  if (value === 'none') return 'none';
  return /^[1-9]\d*$/.test(value) ? Number(value) : 'all';
}

function readStatus(value: string | null): FundraiserStatus | 'all' | undefined {
  if (value === null) return undefined;
  return pickOne(FUNDRAISER_STATUSES, value) ?? 'all';
}

/**
 * The state from the hash query; where the hash says nothing about the team or the status, the admin page URL's
 * `team` and `show=pending` (the campaign list's and the teams list's links) give the first values. Unknown
 * values fall back to the defaults rather than reaching the server as a 400.
 */
export function readFundraiserListState(hash: URLSearchParams, page: URLSearchParams): FundraiserListState {
  return {
    team: readTeam(hash.get('team')) ?? readTeam(page.get('team')) ?? 'all',
    status: readStatus(hash.get('status')) ?? (page.get('show') === 'pending' ? 'pending' : 'all'),
    ...readSearchSortAndPage(hash, FUNDRAISER_SORTS),
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
  return writeSearchSortAndPage(query, state);
}

export const fundraiserListCodec: HashListCodec<FundraiserListState> = {
  defaults: DEFAULT_FUNDRAISER_LIST_STATE,
  read: readFundraiserListState,
  write: fundraiserHashQuery,
};

/**
 * The state a host without 'list-extras' can take: no search (the plugin ignores it), and neither the "No team"
 * filter, the `denied` filter nor the Raised sort (the plugin answers 400 to them).
 */
export function plainFundraiserListState(state: FundraiserListState): FundraiserListState {
  const raisedSort = state.sort === 'amount_raised';
  if (!state.search && state.team !== 'none' && state.status !== 'denied' && !raisedSort) return state;
  return {
    ...state,
    search: '',
    team: state.team === 'none' ? 'all' : state.team,
    status: state.status === 'denied' ? 'all' : state.status,
    ...(raisedSort ? { sort: '', direction: 'desc' } : {}),
  };
}

/** The list read's parameters. */
export function fundraiserListParams(state: FundraiserListState): FundraiserListParams {
  return { ...state, perPage: FUNDRAISERS_PER_PAGE };
}
