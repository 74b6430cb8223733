import { describe, expect, it } from 'vitest';
import type { SearchPage } from '../api/searchPage';
import {
  classifyPage,
  parsePage,
  rankFor,
  readLeaderboardQuery,
  showingRange,
  totalPages,
  writeLeaderboardQuery,
} from './model';

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['2abc', 1],
    ['1e3', 1],
    ['9999999999', 1],
  ])('page %j reads as %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});

describe('showingRange', () => {
  it.each([
    // page, count on the page, total → X, Y
    [1, 9, 40, 1, 9],
    [2, 9, 40, 10, 18],
    [5, 4, 40, 37, 40],
    [1, 1, 1, 1, 1],
    [3, 2, 20, 19, 20],
  ])('page %i with %i of %i shows %i - %i', (page, count, total, from, to) => {
    expect(showingRange(page, count, total)).toEqual({ from, to, total });
  });

  it('has nothing to show for an empty page', () => {
    expect(showingRange(1, 0, 0)).toBeNull();
  });
});

describe('totalPages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [40, 5],
  ])('%i items make %i pages of 9', (total, pages) => {
    expect(totalPages(total)).toBe(pages);
  });
});

describe('rankFor', () => {
  it.each([
    [0, 1, '', 1],
    [1, 1, '', 2],
    [2, 1, '', 3],
    [3, 1, '', null],
    [0, 2, '', null],
    [0, 1, 'crew', null],
    [0, 1, '   ', 1],
  ])('item %i on page %i searching %j ranks %j', (index, page, search, rank) => {
    expect(rankFor(index, { page, search })).toBe(rank);
  });
});

describe('classifyPage', () => {
  const item = { id: 1, name: 'Blue', profile_image: '', amount: 10, goal: 100 };
  const page = (items: SearchPage['items'], total = items.length): SearchPage => ({
    items,
    total,
    count: items.length,
  });

  it.each([
    ['a page with items', page([item]), 1, '', { state: 'list' }],
    ['page 1 without items', page([]), 1, '', { state: 'empty' }],
    ['a search without matches', page([]), 1, ' zzzz ', { state: 'noMatch', term: 'zzzz' }],
    ['a later page without items', page([], 12), 3, '', { state: 'error', reason: 'pageWithoutData' }],
    ['a later page of a search without items', page([]), 2, 'zzzz', { state: 'error', reason: 'pageWithoutData' }],
  ])('%s', (_name, data, pageNumber, search, view) => {
    expect(classifyPage(data, { page: pageNumber, search })).toEqual(view);
  });
});

describe('URL query round trip', () => {
  it.each([
    ['', { page: 1, search: '' }, ''],
    ['?page=2&search=run', { page: 2, search: 'run' }, 'page=2&search=run'],
    ['?page=abc', { page: 1, search: '' }, ''],
    ['?page=0&search=', { page: 1, search: '' }, ''],
    ['?search=clean+water', { page: 1, search: 'clean water' }, 'search=clean+water'],
    ['?utm_source=mail&page=3', { page: 3, search: '' }, 'utm_source=mail&page=3'],
  ])('%s reads as %j and writes back as %j', (raw, query, written) => {
    const params = new URLSearchParams(raw);
    const read = readLeaderboardQuery(params);
    expect(read).toEqual(query);
    expect(writeLeaderboardQuery(params, read).toString()).toBe(written);
  });

  it('writes page 1 and a blank search as nothing, keeping other parameters', () => {
    const next = writeLeaderboardQuery(new URLSearchParams('page=4&search=x&ref=home'), { page: 1, search: '  ' });
    expect(next.toString()).toBe('ref=home');
  });
});
