import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoHostData, demoListItems, demoTopDonors } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import type { HostData } from '../app/hostData';
import { expectLinkTo } from '../app/testing/expectLink';

preloadPage(() => import('./index'));

type Answers = Parameters<typeof fakeFetch>[0];

const listAnswer = (kind: 'team' | 'fundraiser') => (url: URL) => {
  const search = url.searchParams.get('search') ?? '';
  const all = demoListItems(kind, 12);
  const items = all.filter((item) => item.name.toLowerCase().includes(search.toLowerCase())).slice(0, 6);
  return jsonResponse({ data: items, total: items.length, count: items.length });
};

function renderHome(overrides: Partial<HostData> = {}, answers: Answers = {}) {
  const fetch = fakeFetch({
    'get-campaign-teams-search': listAnswer('team'),
    'get-campaign-fundraisers-search': listAnswer('fundraiser'),
    'get-campaign-top-donors': () => jsonResponse({ data: demoTopDonors }),
    ...answers,
  });
  const view = renderApp('/', demoHostData(overrides), fetch as unknown as typeof globalThis.fetch);
  const calls = () => fetch.mock.calls.map(([input]) => new URL(String(input)));
  return { ...view, calls };
}

const region = (name: string) => screen.getByRole('region', { name });
/** The first render waits for the lazily loaded page chunk. */
const PAGE_LOAD = { timeout: 5000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('Campaign home', () => {
  it('shows the hero, stats and lists, with two requests and no accessibility violation', async () => {
    const { container, calls } = renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run for Clean Water' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expectLinkTo(screen, 'Start Fundraising', '/campaigns/run-for-water/register/');
    expectLinkTo(screen, 'Donate Now', '/campaigns/run-for-water/donate/');
    expect(screen.getByRole('group', { name: 'Campaign statistics' })).toHaveTextContent('$48,250');
    // Below the first screen: a lazy chunk (jsdom has no IntersectionObserver, so it renders at once).
    await screen.findByRole('region', { name: 'Top Teams' }, PAGE_LOAD);
    expect(await within(region('Top Teams')).findAllByRole('listitem')).toHaveLength(6);
    expect(await within(region('Top Fundraisers')).findAllByRole('listitem')).toHaveLength(6);
    expect(within(region('Top Teams')).getByRole('link', { name: /^View Team Clean Water Crew/ })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
    expect(calls().map((url) => url.pathname.split('/').at(-1))).toEqual([
      'get-campaign-teams-search',
      'get-campaign-fundraisers-search',
    ]);
    expect(calls()[0]?.searchParams.get('per_page')).toBe('6');
    await expectNoAxeViolations(container);
  }, 20_000);

  it('ranks closed teams as the team leaderboard does: asks for them and marks them Closed', async () => {
    const { calls } = renderHome();
    await screen.findByRole('region', { name: 'Top Teams' }, PAGE_LOAD);
    const teams = within(region('Top Teams'));
    expect(await teams.findAllByRole('listitem')).toHaveLength(6);
    const search = calls().find((url) => url.pathname.endsWith('get-campaign-teams-search'));
    expect(search?.searchParams.get('showClosedTeams')).toBe('1');
    // demoListItems: the 2nd and 7th teams are private; the 2nd keeps its place badge beside 'Closed'.
    const second = teams.getAllByRole('listitem')[1];
    expect(second).toHaveTextContent('2nd Place');
    expect(second).toHaveTextContent('Closed');
    expect(teams.getAllByText('Closed')).toHaveLength(1);
  }, 20_000);

  it('folds the story at <!--more--> until Read More, and folds it again with Read Less', async () => {
    const user = userEvent.setup();
    renderHome();
    const about = await screen.findByRole('region', { name: 'About this Campaign' }, PAGE_LOAD);
    expect(within(about).getByText('runners', { exact: false })).toBeVisible();
    expect(within(about).getByText('Since 2019 we have built 14 wells.')).not.toBeVisible();
    const toggle = within(about).getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const rest = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(rest).toContainElement(within(about).getByText('Since 2019 we have built 14 wells.'));

    await user.click(toggle);
    expect(within(about).getByText('Since 2019 we have built 14 wells.')).toBeVisible();
    const less = within(about).getByRole('button', { name: 'Read Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(within(about).getByText('Since 2019 we have built 14 wells.')).not.toBeVisible();
    expect(within(about).getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the whole story without a toggle when there is no marker, and no section without a story', async () => {
    const { unmount } = renderHome({
      campaign: { ...demoHostData().campaign, long_desc: '<p>All of it.</p><p>Second.</p>' },
    });
    const about = await screen.findByRole('region', { name: 'About this Campaign' }, PAGE_LOAD);
    expect(within(about).getByText('Second.')).toBeVisible();
    expect(within(about).queryByRole('button')).not.toBeInTheDocument();
    unmount();

    renderHome({ campaign: { ...demoHostData().campaign, long_desc: '  <p> </p> ' } });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('heading', { name: 'About this Campaign' })).not.toBeInTheDocument();
  });

  it('sends one search after fast typing, 500 ms after the last key, and drops the rank badges', async () => {
    const { calls } = renderHome();
    const teams = await screen.findByRole('region', { name: 'Top Teams' }, PAGE_LOAD);
    expect(await within(teams).findByText('1st Place')).toBeInTheDocument();
    const box = within(teams).getByRole('searchbox', { name: 'Search teams' });
    const searches = () =>
      calls().filter(
        (url) => url.pathname.endsWith('get-campaign-teams-search') && url.searchParams.get('search') !== '',
      );

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['W', 'Wa', 'Wav', 'Wave']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => void vi.advanceTimersByTime(100));
    }
    act(() => void vi.advanceTimersByTime(399));
    expect(searches()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.searchParams.get('search')).toBe('Wave');
    expect(await within(teams).findByRole('link', { name: /^View Team Wave Walkers/ })).toBeInTheDocument();
    await waitFor(() => expect(within(teams).getAllByRole('listitem')).toHaveLength(1));
    expect(within(teams).queryByText(/Place$/)).not.toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderHome();
    const fundraisers = await screen.findByRole('region', { name: 'Top Fundraisers' }, PAGE_LOAD);
    await within(fundraisers).findAllByRole('listitem');
    await user.type(within(fundraisers).getByRole('searchbox', { name: 'Search fundraisers' }), 'zzz');
    expect(
      await within(fundraisers).findByText('Nothing found for search term "zzz".', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    // The next step (issue 26): start a page of one's own, or clear the search back to the list.
    expectLinkTo(within(fundraisers), 'Start Fundraising', '/campaigns/run-for-water/register/');
    await user.click(within(fundraisers).getByRole('button', { name: 'Clear search' }));
    const box = within(fundraisers).getByRole('searchbox', { name: 'Search fundraisers' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await waitFor(() => expect(within(fundraisers).queryByRole('button', { name: 'Clear search' })).toBeNull(), {
      timeout: 2000,
    });
    expect(within(fundraisers).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('prompts to create the first team and the first fundraiser when there are none', async () => {
    const empty = () => jsonResponse({ data: [], total: 0, count: 0 });
    renderHome({}, { 'get-campaign-teams-search': empty, 'get-campaign-fundraisers-search': empty });
    expect(await screen.findByRole('link', { name: 'Be the first to create a team' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/register/captain/',
    );
    expect(await screen.findByRole('link', { name: 'Join as a fundraiser' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/register/individual/',
    );
  });

  it('shows the load errors of SPEC 8', async () => {
    const failure = () => jsonResponse({ code: 'internal_server_error', message: 'Boom', data: { status: 500 } }, 500);
    renderHome({}, { 'get-campaign-teams-search': failure, 'get-campaign-fundraisers-search': failure });
    expect(
      await screen.findByText('Something went wrong while loading campaign teams.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Something went wrong while loading campaign fundraisers.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('loads top donors only when their tab is opened', async () => {
    const user = userEvent.setup();
    const { calls } = renderHome();
    await within(await screen.findByRole('region', { name: 'Top Teams' }, PAGE_LOAD)).findAllByRole('listitem');
    expect(calls().some((url) => url.pathname.endsWith('get-campaign-top-donors'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Top Donors' }));
    const panel = screen.getByRole('tabpanel', { name: 'Top Donors' });
    expect(await within(panel).findByText('Tom K.')).toBeInTheDocument();
    expect(calls().filter((url) => url.pathname.endsWith('get-campaign-top-donors'))).toHaveLength(1);
  });
});
