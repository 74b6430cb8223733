import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListDirection } from '../api/adminList';
import { useAdminPageQuery } from './pageQuery';

/** The one of `values` that `value` names, if any: hash values are untrusted text, never cast. */
export function pickOne<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** What every admin list keeps in its hash query besides its filters. */
export interface SortAndPage<Sort extends string> {
  /** '' = the server's default order (newest first). */
  sort: Sort | '';
  direction: ListDirection;
  page: number;
}

/** Sort, direction and page from the hash; what the server would refuse (unknown sort, page 0) falls back. */
export function readSortAndPage<Sort extends string>(hash: URLSearchParams, sorts: readonly Sort[]): SortAndPage<Sort> {
  const sort = pickOne(sorts, hash.get('sort')) ?? '';
  const page = Number(hash.get('page'));
  return {
    sort,
    direction: sort && hash.get('direction')?.toLowerCase() === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes sort, direction and page into a hash query, leaving the defaults out so the plain list is `#/`. */
export function writeSortAndPage(query: URLSearchParams, state: SortAndPage<string>): URLSearchParams {
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('direction', state.direction);
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The teams' and fundraisers' lists: a search box besides sort and page. */
export interface SearchSortAndPage<Sort extends string> extends SortAndPage<Sort> {
  /** Trimmed; '' = no search. */
  search: string;
}

/** The first page of the server's default order, with no search. */
export const UNSEARCHED_FIRST_PAGE = { search: '', sort: '', direction: 'desc', page: 1 } as const;

/** Search, sort, direction and page from the hash (see readSortAndPage). */
export function readSearchSortAndPage<Sort extends string>(
  hash: URLSearchParams,
  sorts: readonly Sort[],
): SearchSortAndPage<Sort> {
  return { search: (hash.get('search') ?? '').trim(), ...readSortAndPage(hash, sorts) };
}

/** Writes search, sort, direction and page into a hash query, leaving the defaults out. */
export function writeSearchSortAndPage(query: URLSearchParams, state: SearchSortAndPage<string>): URLSearchParams {
  if (state.search) query.set('search', state.search);
  return writeSortAndPage(query, state);
}

/**
 * How one list's state reads from and writes to the hash query. `pageQuery` is the admin page URL's own query
 * (`admin.php?page=…&status=pending`), which gives first values when the hash says nothing.
 */
export interface HashListCodec<State extends { page: number }> {
  defaults: State;
  read(hash: URLSearchParams, pageQuery: URLSearchParams): State;
  write(state: State, pageQuery: URLSearchParams): URLSearchParams;
}

/**
 * A list's state in the hash query, so a reload, Back or a shared link shows the same list. Any change but a page
 * change goes back to page 1 and replaces the history entry; a page change pushes one, so Back walks pages
 * rather than every keystroke of a search.
 */
export function useHashListState<State extends { page: number }>(codec: HashListCodec<State>) {
  const [hash, setHash] = useSearchParams();
  const pageQuery = useAdminPageQuery();
  const state = useMemo(() => codec.read(hash, pageQuery), [codec, hash, pageQuery]);
  const update = useCallback(
    (change: Partial<State>) => {
      const next: State = { ...state, page: 1, ...change };
      setHash(codec.write(next, pageQuery), { replace: change.page === undefined });
    },
    [codec, state, setHash, pageQuery],
  );
  const reset = useCallback(() => update(codec.defaults), [codec, update]);
  return { state, update, reset };
}
