import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamFundraisersKey, useTeamFundraisers } from './getTeamFundraisersAll';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest } from './testing/readWrapper';

describe('get-team-fundraisers-all', () => {
  it('asks for every member of a team by team_id', async () => {
    const fetchImpl = fakeFetch({
      'get-team-fundraisers-all': () =>
        jsonResponse({ data: [{ id: '9', name: 'Ann', profile_image: '', amount: '150', goal: 500 }] }),
    });
    const { result } = renderHook(() => useTeamFundraisers(4), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() =>
      expect(result.current.data).toEqual([{ id: 9, name: 'Ann', profile_image: '', amount: 150, goal: 500 }]),
    );
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-team-fundraisers-all', method: 'GET', query: { team_id: '4' } });
    // The cache key names the same request, so a cached answer is never another team's.
    expect(keyAsRequest(teamFundraisersKey(4))).toEqual(sent);
  });

  it('makes no request without a team id', async () => {
    const fetchImpl = fakeFetch({ 'get-team-fundraisers-all': () => jsonResponse({ data: [] }) });
    const { result } = renderHook(() => ({ none: useTeamFundraisers(undefined), other: useTeamFundraisers(5) }), {
      wrapper: readWrapper(fetchImpl),
    });
    await waitFor(() => expect(result.current.other.data).toEqual([]));
    expect(result.current.none.data).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchImpl).query).toEqual({ team_id: '5' });
  });
});
