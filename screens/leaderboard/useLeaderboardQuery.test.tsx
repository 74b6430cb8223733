import { act, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeaderboardQuery } from './useLeaderboardQuery';

/** Records the history stack as the router moves: a push adds an entry, a replace rewrites the last one. */
function HistoryRecorder({ history }: { history: string[] }) {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const entry = `${pathname}${search}`;
    if (history.length === 0 || type === 'PUSH') history.push(entry);
    else history[history.length - 1] = entry;
  }, [history, pathname, search, type]);
  return null;
}

function setup(initial: string) {
  const history: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]} useTransitions={false}>
      <HistoryRecorder history={history} />
      {children}
    </MemoryRouter>
  );
  return { ...renderHook(() => useLeaderboardQuery(), { wrapper }), history };
}

describe('useLeaderboardQuery', () => {
  it('reads page and search from the URL, an invalid page as 1', () => {
    expect(setup('/team-leaderboard/?page=2&search=run').result.current.query).toEqual({ page: 2, search: 'run' });
    expect(setup('/team-leaderboard/?page=-1').result.current.query).toEqual({ page: 1, search: '' });
  });

  it('reads a typed percent sign literally (the raw query is parsed once)', () => {
    expect(setup('/team-leaderboard/?search=100%2541').result.current.query).toEqual({ page: 1, search: '100%41' });
  });

  it('writes a page move to the URL as a new history entry, keeping the path and search', () => {
    const { result, history } = setup('/team-leaderboard/?search=run');
    act(() => result.current.setPage(2));
    expect(history).toEqual(['/team-leaderboard/?search=run', '/team-leaderboard/?search=run&page=2']);
    expect(result.current.query).toEqual({ page: 2, search: 'run' });
  });

  it('a new search goes back to page 1', () => {
    const { result, history } = setup('/team-leaderboard/?page=3');
    act(() => result.current.setSearch('crew'));
    expect(history.at(-1)).toBe('/team-leaderboard/?search=crew');
    expect(result.current.query).toEqual({ page: 1, search: 'crew' });
  });

  it('adds no history entry when nothing changes', () => {
    const { result, history } = setup('/team-leaderboard/?page=2');
    act(() => result.current.setPage(2));
    expect(history).toHaveLength(1);
  });
});
