import type { SearchPage } from '../api/searchPage';

/** SPEC 9: leaderboards show 9 teams or fundraisers a page. */
export const PER_PAGE = 9;

/** What a leaderboard shows, as kept in the URL query (`?page=2&search=run`). */
export interface LeaderboardQuery {
  /** 1-based; anything unusable in the URL reads as 1. */
  page: number;
  /** As typed (not trimmed, so typing 'Clean ' keeps its space); the request uses the trimmed term. */
  search: string;
}

/** A whole page number of 1 or more, from a URL value; anything else ('0', '-2', '1.5', 'abc', '') is 1. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

export function readLeaderboardQuery(params: URLSearchParams): LeaderboardQuery {
  return { page: parsePage(params.get('page')), search: params.get('search') ?? '' };
}

/**
 * The next URL query: other parameters are kept; page 1 and a blank search are left out, so the plain
 * leaderboard URL stays '/team-leaderboard/' and a shared link carries only what matters.
 */
export function writeLeaderboardQuery(current: URLSearchParams, next: LeaderboardQuery): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.page > 1) params.set('page', String(Math.floor(next.page)));
  else params.delete('page');
  if (next.search.trim() !== '') params.set('search', next.search);
  else params.delete('search');
  return params;
}

export function sameQuery(a: LeaderboardQuery, b: LeaderboardQuery): boolean {
  return a.page === b.page && a.search.trim() === b.search.trim();
}

export function totalPages(total: number, perPage = PER_PAGE): number {
  return total > 0 ? Math.ceil(total / perPage) : 0;
}

/** 'Showing X - Y of Z': X = (page-1)*perPage+1, Y = X+count-1; nothing to show for an empty page. */
export function showingRange(
  page: number,
  count: number,
  total: number,
  perPage = PER_PAGE,
): { from: number; to: number; total: number } | null {
  if (count <= 0) return null;
  const from = (Math.max(1, Math.floor(page)) - 1) * perPage + 1;
  return { from, to: from + count - 1, total };
}

/** SPEC 2: rank badges only on page 1 of the unfiltered list (a search result's first is not 1st place). */
export function rankFor(index: number, query: LeaderboardQuery): number | null {
  if (query.page !== 1 || query.search.trim() !== '') return null;
  const rank = index + 1;
  return rank <= 3 ? rank : null;
}

export type LeaderboardView =
  | { state: 'list' }
  | { state: 'empty' }
  | { state: 'noMatch'; term: string }
  | { state: 'error'; reason: 'failed' | 'pageWithoutData' };

/**
 * Which state a page of results puts the leaderboard in (SPEC 2): no items on page 1 is the empty state, or
 * 'nothing found' when searching; no items on a later page is an error (a stale or hand-edited link).
 */
export function classifyPage(data: SearchPage, query: LeaderboardQuery): LeaderboardView {
  if (data.items.length > 0) return { state: 'list' };
  if (query.page > 1) return { state: 'error', reason: 'pageWithoutData' };
  const term = query.search.trim();
  return term === '' ? { state: 'empty' } : { state: 'noMatch', term };
}
