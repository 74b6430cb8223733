import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundraiserTopDonorsKey, useFundraiserTopDonors } from './getFundraiserTopDonors';
import { teamFundraisersKey, useTeamFundraisers } from './getTeamFundraisersAll';
import { teamTopDonorsKey, useTeamTopDonors } from './getTeamTopDonors';
import type { ReadKey } from './envelope';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { keyAsRequest, readWrapper, sentRequest } from './testing/readWrapper';

const donor = { sent: { name: 'Ann', amount: '25.50' }, read: { name: 'Ann', amount: 25.5 } };
const member = {
  sent: { id: '9', name: 'Ann', profile_image: '', amount: '150', goal: 500 },
  read: { id: 9, name: 'Ann', profile_image: '', amount: 150, goal: 500 },
};

const reads = [
  ['get-team-top-donors', 'team_id', useTeamTopDonors, teamTopDonorsKey, donor],
  ['get-fundraiser-top-donors', 'fundraiser_id', useFundraiserTopDonors, fundraiserTopDonorsKey, donor],
  ['get-team-fundraisers-all', 'team_id', useTeamFundraisers, teamFundraisersKey, member],
] as const satisfies ReadonlyArray<
  readonly [string, string, (id: number | undefined) => { data?: unknown }, (id: number) => ReadKey, object]
>;

describe.each(reads)('%s', (endpoint, idName, useList, keyOf, row) => {
  it(`asks for the list of one page by ${idName} and reads its rows`, async () => {
    const fetchImpl = fakeFetch({ [endpoint]: () => jsonResponse({ data: [row.sent] }) });
    const { result } = renderHook(() => useList(4), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toEqual([row.read]));
    const sent = sentRequest(fetchImpl);
    expect(sent).toEqual({ endpoint, method: 'GET', query: { [idName]: '4' } });
    // The cache key names the same request, so a cached answer is never another page's.
    expect(keyAsRequest(keyOf(4))).toEqual(sent);
  });

  it('makes no request without an id', async () => {
    const fetchImpl = fakeFetch({ [endpoint]: () => jsonResponse({ data: [] }) });
    const { result } = renderHook(() => ({ none: useList(undefined), other: useList(5) }), {
      wrapper: readWrapper(fetchImpl),
    });
    await waitFor(() => expect(result.current.other.data).toEqual([]));
    expect(result.current.none.data).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchImpl).query).toEqual({ [idName]: '5' });
  });
});
