import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { renderApp } from '../app/testing/renderApp';
import { leaderboardBody } from './testing/fakeLeaderboard';

// The first render loads the lazy page chunk, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const TEAMS = 'get-campaign-teams-search';

function teamsServer(answer: (url: URL) => Response = (url) => jsonResponse(leaderboardBody('team', url))) {
  return fakeFetch({ [TEAMS]: answer });
}

/** The search requests the fake server saw, as query objects. */
function requests(fetchImpl: ReturnType<typeof fakeFetch>) {
  return fetchImpl.mock.calls.map(([input]) => Object.fromEntries(new URL(String(input)).searchParams));
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Teams' });
  return within(list).getAllByRole('article');
}

describe('team leaderboard', () => {
  it('shows 9 teams of page 1 with rank badges on the first three, closed teams included', async () => {
    const fetchImpl = teamsServer();
    const { container } = renderApp('/team-leaderboard/', {}, fetchImpl);
    expect(await screen.findByText('Showing 1 - 9 of 40 Total Teams')).toBeInTheDocument();
    const items = await cards();
    expect(items).toHaveLength(9);
    expect(within(items[0]!).getByText('1st Place')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2nd Place')).toBeInTheDocument();
    expect(within(items[2]!).getByText('3rd Place')).toBeInTheDocument();
    expect(within(items[3]!).queryByText(/Place/)).toBeNull();
    expect(within(items[1]!).getByText('Closed')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'View Team Clean Water Crew' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
    expect(requests(fetchImpl)).toEqual([
      { campaign_id: '7', search: '', page: '1', per_page: '9', showClosedTeams: '1' },
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows no badges on page 2, with the range of that page', async () => {
    renderApp('/team-leaderboard/?page=2', {}, teamsServer());
    expect(await screen.findByText('Showing 10 - 18 of 40 Total Teams')).toBeInTheDocument();
    expect(screen.queryByText(/Place$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no badges on page 1 of a search', async () => {
    renderApp('/team-leaderboard/?search=crew', {}, teamsServer());
    expect(await screen.findByText('Showing 1 - 4 of 4 Total Teams')).toBeInTheDocument();
    expect(screen.queryByText(/Place$/)).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('crew');
  });

  it('keeps the page on screen, marked busy, while the next page loads', async () => {
    let release: () => void = () => undefined;
    const fetchImpl = teamsServer();
    fetchImpl.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.searchParams.get('page') === '2') await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(leaderboardBody('team', url));
    });
    renderApp('/team-leaderboard/', {}, fetchImpl);
    await screen.findByText('Showing 1 - 9 of 40 Total Teams');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const list = screen.getByRole('list', { name: 'Teams' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('article')).toHaveLength(9);
    expect(screen.getByText('1st Place')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-disabled', 'true');
    act(() => release());
    expect(await screen.findByText('Showing 10 - 18 of 40 Total Teams')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Teams' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('1st Place')).toBeNull();
  });

  it('searches once after fast typing (debounced 500 ms) and goes back to page 1', async () => {
    const fetchImpl = teamsServer();
    renderApp('/team-leaderboard/?page=3', {}, fetchImpl);
    await screen.findByText('Showing 19 - 27 of 40 Total Teams');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const box = screen.getByRole('searchbox', { name: 'Search teams' });
      // Four keystrokes 100 ms apart, then silence.
      for (const value of ['C', 'Cr', 'Cre', 'Crew']) {
        fireEvent.change(box, { target: { value } });
        act(() => vi.advanceTimersByTime(100));
      }
      act(() => vi.advanceTimersByTime(399));
      expect(requests(fetchImpl).filter((query) => query.search !== '')).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Showing 1 - 4 of 4 Total Teams')).toBeInTheDocument();
    expect(requests(fetchImpl).filter((query) => query.search !== '')).toEqual([
      { campaign_id: '7', search: 'Crew', page: '1', per_page: '9', showClosedTeams: '1' },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Teams pages' })).toBeNull();
  });

  it('searches at once on Enter', async () => {
    const fetchImpl = teamsServer();
    renderApp('/team-leaderboard/', {}, fetchImpl);
    await screen.findByText('Showing 1 - 9 of 40 Total Teams');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'zzzz{Enter}');
    expect(await screen.findByText('Nothing found for search term "zzzz".')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull();
  });

  it('leads on from a search that found nothing: Create Team, or Clear search back to the list and the field', async () => {
    renderApp('/team-leaderboard/?search=zzzz', {}, teamsServer());
    await screen.findByText('Nothing found for search term "zzzz".');
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/register/captain/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const box = screen.getByRole('searchbox', { name: 'Search teams' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    expect(await screen.findByText('Showing 1 - 9 of 40 Total Teams')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows the empty state with a Create Team button', async () => {
    renderApp(
      '/team-leaderboard/',
      {},
      teamsServer(() => jsonResponse({ data: [], total: 0, count: 0 })),
    );
    expect(await screen.findByText('Be the first to create a team!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/register/captain/',
    );
    expect(screen.queryByRole('navigation', { name: 'Teams pages' })).toBeNull();
  });

  it('shows the error text for a page above 1 without data, with a way back to page 1', async () => {
    const fetchImpl = teamsServer();
    renderApp('/team-leaderboard/?page=9', {}, fetchImpl);
    expect(await screen.findByText('Something went wrong while loading campaign teams.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('Showing 1 - 9 of 40 Total Teams')).toBeInTheDocument();
  });

  it('shows the error text for a failed load, and retries', async () => {
    let fail = true;
    const fetchImpl = teamsServer((url) =>
      fail
        ? jsonResponse({ code: 'internal_server_error', message: 'Boom', data: { status: 500 } }, 500)
        : jsonResponse(leaderboardBody('team', url)),
    );
    renderApp('/team-leaderboard/', {}, fetchImpl);
    expect(await screen.findByText('Something went wrong while loading campaign teams.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Showing 1 - 9 of 40 Total Teams')).toBeInTheDocument());
  });
});

describe('fundraiser leaderboard', () => {
  it('shows fundraisers with badges and links to their pages', async () => {
    renderApp(
      '/fundraiser-leaderboard/',
      {},
      fakeFetch({ 'get-campaign-fundraisers-search': (url) => jsonResponse(leaderboardBody('fundraiser', url, 12)) }),
    );
    expect(await screen.findByText('Showing 1 - 9 of 12 Total Fundraisers')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fundraisers' });
    expect(within(list).getByText('1st Place')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Profile Frank Fundraiser' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/2/',
    );
  });

  it('shows its empty state and error text', async () => {
    renderApp(
      '/fundraiser-leaderboard/',
      {},
      fakeFetch({ 'get-campaign-fundraisers-search': () => jsonResponse({ data: [], total: 0, count: 0 }) }),
    );
    expect(await screen.findByText('Be the first to join as a fundraiser!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Fundraising' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/register/',
    );
  });

  it('shows its error text for a page above 1 without data', async () => {
    renderApp(
      '/fundraiser-leaderboard/?page=4',
      {},
      fakeFetch({ 'get-campaign-fundraisers-search': (url) => jsonResponse(leaderboardBody('fundraiser', url, 12)) }),
    );
    expect(await screen.findByText('Something went wrong while loading campaign fundraisers.')).toBeInTheDocument();
  });
});

describe('team finders', () => {
  it('/register/teams/ is step 1 of joining a team and lists public teams linking to their join pages', async () => {
    const fetchImpl = teamsServer();
    renderApp('/register/teams/', {}, fetchImpl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a team to join' })).toBeInTheDocument();
    const items = await cards();
    expect(within(items[0]!).getByRole('link', { name: 'Join Team Clean Water Crew' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/join/',
    );
    expect(screen.queryByText('Closed')).toBeNull();
    expect(screen.queryByText(/Place$/)).toBeNull();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Find Team');
    expect(window.sessionStorage.getItem('p2p-navigation-set')).toBe('joinTeam');
    expect(requests(fetchImpl)[0]).not.toHaveProperty('showClosedTeams');
  });

  it('/select-team/ offers the same finder to a fundraiser without a team', async () => {
    renderApp('/select-team/', { auth: { is_logged_in: true, user_id: 12, fundraiser_id: 4 } }, teamsServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a team to join' })).toBeInTheDocument();
    expect((await cards()).length).toBe(9);
    expect(screen.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  });
});
