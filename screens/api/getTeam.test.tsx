import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTeam } from './getTeam';
import { teamKey } from './readKeys';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest } from './testing/readWrapper';

describe('get-team', () => {
  it('asks for the team by team_id, cached under the key the host data seeds', async () => {
    const fetchImpl = fakeFetch({ 'get-team': () => jsonResponse({ data: { id: '5', name: 'Blue' } }) });
    const { result } = renderHook(() => useTeam(5), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 5, name: 'Blue', access: 'public' }));
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint: 'get-team', method: 'GET', query: { team_id: '5' } });
    expect(keyAsRequest(teamKey(5))).toEqual(sent);
  });

  it('makes no request without a team id', async () => {
    const fetchImpl = fakeFetch({ 'get-team': () => jsonResponse({ data: { id: '6', name: 'Red' } }) });
    const { result } = renderHook(() => ({ none: useTeam(undefined), other: useTeam(6) }), {
      wrapper: readWrapper(fetchImpl),
    });
    await waitFor(() => expect(result.current.other.data?.name).toBe('Red'));
    expect(result.current.none.data).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
