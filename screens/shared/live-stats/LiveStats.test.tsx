import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testing/fakeFetch';
import { hostDataFixture } from '../../app/testing/fixtures';
import { preloadPage, renderApp } from '../../app/testing/renderApp';

preloadPage(() => Promise.all([import('../../home'), import('./LiveStatsFeed')]));

const stats = {
  raisedAmount: 1000,
  raisedPercentage: 10,
  donationsCount: 4,
  averageAmount: 250,
  fundraisersCount: 2,
  teamsCount: 1,
};

function statsFetch(answers: Array<typeof stats>) {
  let next = 0;
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input));
    // Focus also revalidates the page's lists: those reads stay in flight (the lists keep their host data).
    if (!url.pathname.endsWith('/get-stats')) return new Promise<Response>(() => {});
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return jsonResponse({ data: answer });
  });
}

const statsCalls = (fetch: ReturnType<typeof statsFetch>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('get-stats'));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

/**
 * Focus, past SWR's focus throttle (5 s) and its deduping window (2 s). The clock is faked from the start of every
 * test (SWR's timers are set at mount) but keeps running, so lazy chunks and the idle mount still come.
 */
async function focusLater() {
  await act(() => vi.advanceTimersByTimeAsync(6000));
  act(() => void window.dispatchEvent(new Event('focus')));
}

function renderHome(fetch: typeof globalThis.fetch, statsRead: boolean | undefined) {
  const base = hostDataFixture();
  return renderApp('/', { campaignStats: stats, config: { ...base.config, statsRead } }, fetch);
}

/** The feed's chunk mounts once the page has loaded and the browser is idle (2 s in jsdom). */
async function feedMounted() {
  // jsdom's document may still be loading: the 'load' the feed waits for.
  window.dispatchEvent(new Event('load'));
  await waitFor(() => expect(document.querySelector('[data-live-stats]')).not.toBeNull(), { timeout: 4000 });
}

describe('live totals (issue 15)', () => {
  it('refreshes on focus, shows the new total and announces the change once', async () => {
    const fetch = statsFetch([{ ...stats, raisedAmount: 1250, donationsCount: 5, raisedPercentage: 12.5 }]);
    renderHome(fetch, true);
    const summary = await screen.findByRole('group', { name: 'Campaign statistics' }, { timeout: 3000 });
    expect(within(summary).getByText('$1,000')).toBeInTheDocument();
    await feedMounted();
    // First render from the host data: no request until focus or the 60 s interval.
    expect(statsCalls(fetch)).toHaveLength(0);
    await focusLater();
    await waitFor(() => expect(statsCalls(fetch)).toHaveLength(1));
    await within(summary).findByText('$1,250');
    expect(statsCalls(fetch)).toHaveLength(1);
    const url = new URL(String(statsCalls(fetch)[0]?.[0]));
    expect(url.pathname.endsWith('/get-stats')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaign_id: String(hostDataFixture().campaign.campaign_id),
    });
    const region = document.querySelector('[data-live-stats]');
    expect(region).toHaveTextContent('$250 more raised');
    // The changed figure is highlighted a moment.
    expect(within(summary).getByText('$1,250').closest('[class*="changed"]')).not.toBeNull();
    // The same figures again: nothing new to say (the words stay and are not spoken again as a new node).
    const spoken = region?.firstElementChild;
    await focusLater();
    await waitFor(() => expect(statsCalls(fetch)).toHaveLength(2));
    const secondRead = fetch.mock.calls.findLastIndex(([input]) => String(input).includes('get-stats'));
    await act(() => fetch.mock.results[secondRead]?.value);
    expect(region).toHaveTextContent(/^\$250 more raised$/);
    expect(region?.firstElementChild).toBe(spoken);
  }, 10_000);

  it('reads every minute while the tab is in front, never while it is in the background', async () => {
    const fetch = statsFetch([{ ...stats, raisedAmount: 2000 }]);
    renderHome(fetch, true);
    await feedMounted();
    expect(statsCalls(fetch)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(statsCalls(fetch)).toHaveLength(1);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(statsCalls(fetch)).toHaveLength(1);
    // In front again: SWR takes visibilitychange as focus and reads at once.
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(statsCalls(fetch)).toHaveLength(2);
  }, 10_000);

  it('never reads without the stats read', async () => {
    const fetch = statsFetch([stats]);
    renderHome(fetch, undefined);
    await screen.findByRole('group', { name: 'Campaign statistics' }, { timeout: 3000 });
    window.dispatchEvent(new Event('load'));
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(statsCalls(fetch)).toHaveLength(0);
    expect(document.querySelector('[data-live-stats]')).toBeNull();
  }, 10_000);
});
