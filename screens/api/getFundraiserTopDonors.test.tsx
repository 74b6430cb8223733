import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundraiserTopDonorsKey, useFundraiserTopDonors } from './getFundraiserTopDonors';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest } from './testing/readWrapper';

describe('get-fundraiser-top-donors', () => {
  it('asks for the top donors of a fundraiser by fundraiser_id and reads name and amount', async () => {
    const fetchImpl = fakeFetch({
      'get-fundraiser-top-donors': () => jsonResponse({ data: [{ name: 'Ann', amount: '25.50' }] }),
    });
    const { result } = renderHook(() => useFundraiserTopDonors(4), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual([{ name: 'Ann', amount: 25.5 }]));
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-fundraiser-top-donors', method: 'GET', query: { fundraiser_id: '4' } });
    // The cache key names the same request, so a cached answer is never another fundraiser's.
    expect(keyAsRequest(fundraiserTopDonorsKey(4))).toEqual(sent);
  });

  it('makes no request without a fundraiser id', async () => {
    const fetchImpl = fakeFetch({ 'get-fundraiser-top-donors': () => jsonResponse({ data: [] }) });
    const { result } = renderHook(
      () => ({ none: useFundraiserTopDonors(undefined), other: useFundraiserTopDonors(5) }),
      {
        wrapper: readWrapper(fetchImpl),
      },
    );
    await waitFor(() => expect(result.current.other.data).toEqual([]));
    expect(result.current.none.data).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchImpl).query).toEqual({ fundraiser_id: '5' });
  });
});
