import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { teamsSearchSource, useTeamsSearch } from './getCampaignTeamsSearch';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';
import { expectPreviousPageKept, readWrapper, sentRequest, TEST_CAMPAIGN_ID } from './testing/readWrapper';

const row = (id: number) => ({ id: String(id), name: `Team ${id}`, profile_image: '', amount: '10', goal: 100 });
const item = (id: number) => ({ id, name: `Team ${id}`, profile_image: '', amount: 10, goal: 100 });

describe('get-campaign-teams-search', () => {
  it('asks for the first page of 9 with an empty search by default, closed teams left out', async () => {
    const fetchImpl = fakeFetch({ 'get-campaign-teams-search': () => jsonResponse({ data: [row(1)] }) });
    const { result } = renderHook(() => useTeamsSearch({}), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual({ items: [item(1)], total: 1, count: 1 }));
    expect(sentRequest(fetchImpl)).toEqual({
      endpoint: 'get-campaign-teams-search',
      method: 'GET',
      query: { campaign_id: '7', search: '', page: '1', per_page: '9' },
    });
  });

  it('the team leaderboard source asks for closed teams too, the team finder source does not', async () => {
    const fetchImpl = fakeFetch({ 'get-campaign-teams-search': () => jsonResponse({ data: [row(3)] }) });
    const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: TEST_CAMPAIGN_ID };
    const params = { search: 'blue', page: 2, perPage: 6 };
    const withClosed = teamsSearchSource({ showClosedTeams: true });
    const openOnly = teamsSearchSource({ showClosedTeams: false });

    await expect(withClosed.fetch(api, params)).resolves.toEqual({ items: [item(3)], total: 1, count: 1 });
    await openOnly.fetch(api, params);
    const query = { campaign_id: '7', search: 'blue', page: '2', per_page: '6' };
    expect(sentRequest(fetchImpl, 0).query).toEqual({ ...query, showClosedTeams: '1' });
    expect(sentRequest(fetchImpl, 1).query).toEqual(query);

    // The two lists are cached apart, each under the query it sends.
    expect(withClosed.key(TEST_CAMPAIGN_ID, params)).toEqual([
      'get-campaign-teams-search',
      { campaign_id: 7, search: 'blue', page: 2, per_page: 6, showClosedTeams: true },
    ]);
    expect(openOnly.key(TEST_CAMPAIGN_ID, params)).toEqual([
      'get-campaign-teams-search',
      { campaign_id: 7, search: 'blue', page: 2, per_page: 6 },
    ]);
  });

  it('keeps the previous page on screen while the next one loads', () =>
    expectPreviousPageKept((page) => useTeamsSearch({ page }), row, item));
});
