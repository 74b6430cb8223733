import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeaderboardQuery } from './useLeaderboardQuery';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ ...useLeaderboardQuery(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useLeaderboardQuery', () => {
  it('reads page and search from the URL, an invalid page as 1', () => {
    expect(setup('/team-leaderboard/?page=2&search=run').result.current.query).toEqual({ page: 2, search: 'run' });
    expect(setup('/team-leaderboard/?page=-1').result.current.query).toEqual({ page: 1, search: '' });
  });

  it('writes a page move to the URL and the back button undoes it', () => {
    const { result } = setup('/team-leaderboard/?search=run');
    act(() => result.current.setPage(2));
    expect(result.current.location.search).toBe('?search=run&page=2');
    expect(result.current.query).toEqual({ page: 2, search: 'run' });
    act(() => void result.current.navigate(-1));
    expect(result.current.query).toEqual({ page: 1, search: 'run' });
    expect(result.current.location.pathname).toBe('/team-leaderboard/');
  });

  it('a new search goes back to page 1', () => {
    const { result } = setup('/team-leaderboard/?page=3');
    act(() => result.current.setSearch('crew'));
    expect(result.current.location.search).toBe('?search=crew');
    expect(result.current.query).toEqual({ page: 1, search: 'crew' });
  });

  it('adds no history entry when nothing changes', () => {
    const { result } = setup('/team-leaderboard/?page=2');
    const key = result.current.location.key;
    act(() => result.current.setPage(2));
    expect(result.current.location.key).toBe(key);
  });
});
