import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSWRConfig, hostFallback } from '../app/swr';
import { hostDataFixture } from '../app/testing/fixtures';
import { ApiProvider, type ApiContextValue } from './ApiContext';
import { useCampaignTopDonors } from './getCampaignTopDonors';
import { useTeamsSearch } from './getCampaignTeamsSearch';
import { useFundraiserInfo } from './getFundraiserInfo';
import { useTeam } from './getTeam';
import { useUserInfo } from './getUserInfo';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';

function wrapperFor(fetchImpl: typeof fetch, fallback?: Record<string, unknown>, settings?: SWRConfiguration) {
  const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: 7 };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider value={api}>
        <AppSWRConfig api={api} fallback={fallback} provider={() => new Map()} settings={settings}>
          {children}
        </AppSWRConfig>
      </ApiProvider>
    );
  };
}

const team = {
  id: 4,
  name: 'Blue',
  profile_image: '',
  goal: 2000,
  story: '',
  access: 'public' as const,
  captain_user_id: 3,
  owner_id: 3,
  captain: 'Ann',
  fundraiser_count: 2,
  iframe_url: '',
};

describe('read hooks', () => {
  it('useTeamsSearch asks for a leaderboard page and returns items, total and count', async () => {
    const fetchImpl = fakeFetch({
      'get-campaign-teams-search': () =>
        jsonResponse({
          data: [{ id: '1', name: 'Blue', profile_image: '', amount: '150', goal: 500 }],
          total: 10,
          count: 1,
        }),
    });
    const { result } = renderHook(
      () => useTeamsSearch({ search: 'blue', page: 2, perPage: 9, showClosedTeams: true }),
      {
        wrapper: wrapperFor(fetchImpl),
      },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({
      items: [{ id: 1, name: 'Blue', profile_image: '', amount: 150, goal: 500 }],
      total: 10,
      count: 1,
    });
    const url = new URL(String(fetchImpl.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaign_id: '7',
      search: 'blue',
      page: '2',
      per_page: '9',
      showClosedTeams: '1',
    });
  });

  it('useFundraiserInfo reads the fundraiser and a null team', async () => {
    const fetchImpl = fakeFetch({
      'get-fundraiser-info': (url) => {
        expect(url.searchParams.get('campaignId')).toBe('7');
        return jsonResponse({ data: { fundraiser: { id: 9, fundraiser_name: 'Ann', is_approved: '1' }, team: null } });
      },
    });
    const { result } = renderHook(() => useFundraiserInfo(), { wrapper: wrapperFor(fetchImpl) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.fundraiser).toMatchObject({
      id: 9,
      fundraiser_name: 'Ann',
      is_approved: true,
      team_id: 0,
    });
    expect(result.current.data?.team).toBeNull();
  });

  it('takes the team from host data without a request', async () => {
    const fetchImpl = fakeFetch({});
    const fallback = hostFallback({ ...hostDataFixture(), team });
    const { result } = renderHook(() => useTeam(4), { wrapper: wrapperFor(fetchImpl, fallback) });
    expect(result.current.data).toEqual(team);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches a team the page does not carry', async () => {
    const fetchImpl = fakeFetch({ 'get-team': () => jsonResponse({ data: { ...team, id: 5 } }) });
    const fallback = hostFallback({ ...hostDataFixture(), team });
    const { result } = renderHook(() => useTeam(5), { wrapper: wrapperFor(fetchImpl, fallback) });
    await waitFor(() => expect(result.current.data?.id).toBe(5));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('useUserInfo makes no request unless enabled', async () => {
    const fetchImpl = fakeFetch({});
    const { result } = renderHook(() => useUserInfo(false), { wrapper: wrapperFor(fetchImpl) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('exposes a failed load as an ApiError with the server message', async () => {
    const fetchImpl = fakeFetch({
      'get-campaign-top-donors': () => jsonResponse({ message: 'Campaign not found' }, 404),
    });
    const { result } = renderHook(() => useCampaignTopDonors(), { wrapper: wrapperFor(fetchImpl) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ kind: 'http', status: 404, message: 'Campaign not found' });
  });

  /*
   * Retries run on SWR's clock: retry n comes after floor((random + 0.5) x 2^n) x errorRetryInterval (5000 ms), so
   * the three retries are all in within 10 + 25 + 55 s. Fake timers move two and a half minutes, so a missing
   * final-error guard shows as extra calls; the 5xx, 429 and 408 cases prove the same time does bring retries.
   */
  describe.each([
    [404, 1],
    [403, 1],
    [400, 1],
    [503, 4],
    [429, 4],
    [408, 4],
  ])('after a %i and 150 s of SWR retry timers', (status, calls) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`the read has been asked ${calls === 1 ? 'once: a final client error will not change by asking again' : `${calls} times: the first load and three retries`}`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const fetchImpl = fakeFetch({
        'get-campaign-top-donors': () => jsonResponse({ message: 'No luck' }, status),
      });
      const { result } = renderHook(() => useCampaignTopDonors(), { wrapper: wrapperFor(fetchImpl) });
      await vi.waitFor(() => expect(result.current.error).toMatchObject({ status }));
      for (let second = 0; second < 150; second += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }
      expect(fetchImpl).toHaveBeenCalledTimes(calls);
    });
  });

  it('retries a failed load and recovers', async () => {
    let calls = 0;
    const fetchImpl = fakeFetch({
      'get-campaign-top-donors': () => {
        calls += 1;
        return calls === 1
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : jsonResponse({ data: [{ name: 'Ann', amount: 50 }] });
      },
    });
    const { result } = renderHook(() => useCampaignTopDonors(), {
      wrapper: wrapperFor(fetchImpl, undefined, { errorRetryInterval: 10 }),
    });
    await waitFor(() => expect(result.current.data).toEqual([{ name: 'Ann', amount: 50 }]));
    expect(calls).toBe(2);
  });
});
