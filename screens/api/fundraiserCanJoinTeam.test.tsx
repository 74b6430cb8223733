import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFundraiserCanJoinTeam } from './fundraiserCanJoinTeam';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { readWrapper, sentRequest } from './testing/readWrapper';
import { useRead } from './useRead';

// The check is asked once per page: a late or repeated answer must not move a user who is already past it.
// Each test runs it beside an ordinary read (`control`) under the same settings, so "not asked again" is measured
// against a read that is asked again (no fixed waits).

function controlRead(answer: () => Promise<string>) {
  let calls = 0;
  const useControl = () =>
    useRead(['control', {}], () => {
      calls += 1;
      return answer();
    });
  return { useControl, calls: () => calls };
}

describe('useFundraiserCanJoinTeam', () => {
  it('is true once the server says yes, after posting the campaignId', async () => {
    const fetchImpl = fakeFetch({ 'fundraiser-can-join-team': () => jsonResponse({}) });
    const { result } = renderHook(() => useFundraiserCanJoinTeam(7), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(sentRequest(fetchImpl)).toEqual({ endpoint: 'fundraiser-can-join-team', method: 'POST', query: {} });
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({ campaignId: 7 });
  });

  it('is cached per campaign, and asks about the campaign it is cached under', async () => {
    const fetchImpl = fakeFetch({ 'fundraiser-can-join-team': () => jsonResponse({}) });
    const { result } = renderHook(() => [useFundraiserCanJoinTeam(7), useFundraiserCanJoinTeam(8)], {
      wrapper: readWrapper(fetchImpl),
    });
    await waitFor(() => expect(result.current.map((read) => read.data)).toEqual([true, true]));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const asked = fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(asked).toEqual(expect.arrayContaining([{ campaignId: 7 }, { campaignId: 8 }]));
  });

  it('takes a failure as its answer: no retry', async () => {
    const fetchImpl = fakeFetch({
      'fundraiser-can-join-team': () => jsonResponse({ message: 'Try again later' }, 503),
    });
    const control = controlRead(() => Promise.reject(new Error('down')));
    const { result } = renderHook(() => ({ check: useFundraiserCanJoinTeam(7), control: control.useControl() }), {
      wrapper: readWrapper(fetchImpl, { errorRetryInterval: 5 }),
    });
    await waitFor(() => expect(result.current.check.error?.message).toBe('Try again later'));
    await waitFor(() => expect(control.calls()).toBeGreaterThanOrEqual(3));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.current.check.data).toBeUndefined();
  });

  it('is not asked again when the window regains focus or the network comes back', async () => {
    const fetchImpl = fakeFetch({ 'fundraiser-can-join-team': () => jsonResponse({}) });
    const control = controlRead(() => Promise.resolve('ok'));
    const { result } = renderHook(() => ({ check: useFundraiserCanJoinTeam(7), control: control.useControl() }), {
      wrapper: readWrapper(fetchImpl, { dedupingInterval: 0, focusThrottleInterval: 0 }),
    });
    await waitFor(() => expect([result.current.check.data, result.current.control.data]).toEqual([true, 'ok']));
    expect(control.calls()).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(control.calls()).toBe(2));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(control.calls()).toBe(3));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
