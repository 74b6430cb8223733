import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserInfo } from './getUserInfo';
import { userInfoKey } from './readKeys';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest, TEST_CAMPAIGN_ID } from './testing/readWrapper';

describe('get-user-info', () => {
  it("asks for the logged-in user's name and email by campaignId, cached under the key the host data seeds", async () => {
    const fetchImpl = fakeFetch({
      'get-user-info': () => jsonResponse({ data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@site.test' } }),
    });
    const { result } = renderHook(() => useUserInfo(true), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() =>
      expect(result.current.data).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@site.test' }),
    );
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-user-info', method: 'GET', query: { campaignId: '7' } });
    expect(keyAsRequest(userInfoKey(TEST_CAMPAIGN_ID))).toEqual(sent);
  });
});
