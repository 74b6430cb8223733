import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_LIST_STATE, readTeamListState, teamListQuery } from './listState';

const q = (text: string) => new URLSearchParams(text);

describe('teams list state in the hash query', () => {
  it.each([
    ['', '', DEFAULT_TEAM_LIST_STATE],
    [
      'status=pending&search=%20crew%20&sort=name&direction=ASC&page=3',
      '',
      { status: 'pending', search: 'crew', sort: 'name', direction: 'asc', page: 3 },
    ],
    ['', 'page=p2p-edit-campaign&id=1&tab=teams&status=pending', { ...DEFAULT_TEAM_LIST_STATE, status: 'pending' }],
    ['status=all', 'status=pending', DEFAULT_TEAM_LIST_STATE],
    ['status=denied', 'status=pending', { ...DEFAULT_TEAM_LIST_STATE, status: 'denied' }],
    // Values the server would refuse fall back to defaults.
    ['status=bogus&sort=captain&direction=up&page=0', 'status=evil', DEFAULT_TEAM_LIST_STATE],
    ['page=2.5&direction=asc', '', DEFAULT_TEAM_LIST_STATE],
  ])('reads #/?%s with page query %s', (hash, page, expected) => {
    expect(readTeamListState(q(hash), q(page))).toEqual(expected);
  });

  it.each([
    [DEFAULT_TEAM_LIST_STATE, '', ''],
    [DEFAULT_TEAM_LIST_STATE, 'status=pending', 'status=all'],
    [
      { status: 'pending', search: 'a&b', sort: 'goal', direction: 'asc', page: 2 } as const,
      '',
      'status=pending&search=a%26b&sort=goal&direction=asc&page=2',
    ],
  ])('writes %o (page query %s) as %s', (state, page, expected) => {
    expect(teamListQuery(state, q(page)).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const state = { status: 'denied', search: 'x y', sort: 'status', direction: 'desc', page: 4 } as const;
    expect(readTeamListState(teamListQuery(state, q('status=pending')), q('status=pending'))).toEqual(state);
  });
});
