import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignTopDonorsKey, useCampaignTopDonors } from './getCampaignTopDonors';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest, TEST_CAMPAIGN_ID } from './testing/readWrapper';

describe('get-campaign-top-donors', () => {
  it("asks for the campaign's top donors by campaign_id, cached under the same query", async () => {
    const fetchImpl = fakeFetch({
      'get-campaign-top-donors': () => jsonResponse({ data: [{ name: 'Ann', amount: '40' }] }),
    });
    const { result } = renderHook(() => useCampaignTopDonors(), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual([{ name: 'Ann', amount: 40 }]));
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-campaign-top-donors', method: 'GET', query: { campaign_id: '7' } });
    expect(keyAsRequest(campaignTopDonorsKey(TEST_CAMPAIGN_ID))).toEqual(sent);
  });
});
