import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamTopDonorsKey, useTeamTopDonors } from './getTeamTopDonors';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest } from './testing/readWrapper';

describe('get-team-top-donors', () => {
  it('asks for the top donors of a team by team_id and reads name and amount', async () => {
    const fetchImpl = fakeFetch({
      'get-team-top-donors': () => jsonResponse({ data: [{ name: 'Ann', amount: '25.50' }] }),
    });
    const { result } = renderHook(() => useTeamTopDonors(4), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual([{ name: 'Ann', amount: 25.5 }]));
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-team-top-donors', method: 'GET', query: { team_id: '4' } });
    // The cache key names the same request, so a cached answer is never another team's.
    expect(keyAsRequest(teamTopDonorsKey(4))).toEqual(sent);
  });

  it('makes no request without a team id', async () => {
    const fetchImpl = fakeFetch({ 'get-team-top-donors': () => jsonResponse({ data: [] }) });
    const { result } = renderHook(() => ({ none: useTeamTopDonors(undefined), other: useTeamTopDonors(5) }), {
      wrapper: readWrapper(fetchImpl),
    });
    await waitFor(() => expect(result.current.other.data).toEqual([]));
    expect(result.current.none.data).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchImpl).query).toEqual({ team_id: '5' });
  });
});
