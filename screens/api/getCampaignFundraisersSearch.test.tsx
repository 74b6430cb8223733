import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { fundraisersSearchSource, useFundraisersSearch } from './getCampaignFundraisersSearch';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';
import {
  expectPreviousPageKept,
  keyAsRequest,
  readWrapper,
  sentRequest,
  TEST_CAMPAIGN_ID,
} from './testing/readWrapper';

const row = (id: number) => ({ id: String(id), name: `Fundraiser ${id}`, profile_image: '', amount: '10', goal: 100 });
const item = (id: number) => ({ id, name: `Fundraiser ${id}`, profile_image: '', amount: 10, goal: 100 });

describe('get-campaign-fundraisers-search', () => {
  it('asks for the first page of 9 with an empty search by default, and reads items, total and count', async () => {
    const fetchImpl = fakeFetch({
      'get-campaign-fundraisers-search': () => jsonResponse({ data: [row(1)], total: 12, count: 1 }),
    });
    const { result } = renderHook(() => useFundraisersSearch({}), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual({ items: [item(1)], total: 12, count: 1 }));
    expect(sentRequest(fetchImpl)).toEqual({
      endpoint: 'get-campaign-fundraisers-search',
      method: 'GET',
      query: { campaign_id: '7', search: '', page: '1', per_page: '9' },
    });
  });

  it("the leaderboard's source keys a page by the same query it fetches", async () => {
    const fetchImpl = fakeFetch({ 'get-campaign-fundraisers-search': () => jsonResponse({ data: [row(2)] }) });
    const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: TEST_CAMPAIGN_ID };
    const params = { search: 'ann', page: 3, perPage: 6 };
    await expect(fundraisersSearchSource.fetch(api, params)).resolves.toEqual({ items: [item(2)], total: 1, count: 1 });
    const sent = sentRequest(fetchImpl);
    expect(sent.query).toEqual({ campaign_id: '7', search: 'ann', page: '3', per_page: '6' });
    expect(keyAsRequest(fundraisersSearchSource.key(TEST_CAMPAIGN_ID, params))).toEqual(sent);
  });

  it('keeps the previous page on screen while the next one loads', () =>
    expectPreviousPageKept((page) => useFundraisersSearch({ page }), row, item));
});
