import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import { AppSWRConfig } from '../../app/swr';
import { ApiProvider, type ApiContextValue } from '../ApiContext';
import type { ReadKey } from '../envelope';
import { jsonResponse, TEST_API_ROOT, testClient } from './fakeFetch';

export const TEST_CAMPAIGN_ID = 7;

/** A renderHook wrapper: the shared client over `fetchImpl` (campaign 7) and a fresh read cache. */
export function readWrapper(fetchImpl: typeof fetch, settings?: SWRConfiguration) {
  const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: TEST_CAMPAIGN_ID };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider value={api}>
        <AppSWRConfig api={api} provider={() => new Map()} settings={settings}>
          {children}
        </AppSWRConfig>
      </ApiProvider>
    );
  };
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** The endpoint (path below the API root), method and query of the `index`th request. */
export function sentRequest(fetchImpl: FetchMock, index = 0) {
  const [input, init] = fetchImpl.mock.calls[index] ?? [];
  const url = new URL(String(input));
  return {
    endpoint: url.pathname.slice(new URL(TEST_API_ROOT).pathname.length + 1),
    method: init?.method,
    query: Object.fromEntries(url.searchParams),
  };
}

/** A read key as it would cross the wire: its endpoint and its query with every value as a string. */
export function keyAsRequest([endpoint, query]: ReadKey) {
  return { endpoint, method: 'GET', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) };
}

/**
 * A paged search hook shows page 1, is moved to page 2, and keeps page 1 on screen until page 2 answers
 * (keepPreviousData). `row` is an item as the server sends it, `item` as the hook gives it back.
 */
export async function expectPreviousPageKept<T>(
  usePage: (page: number) => { data?: { items: T[] } | undefined },
  row: (id: number) => unknown,
  item: (id: number) => T,
): Promise<void> {
  let answerPage2: (response: Response) => void = () => {};
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    if (new URL(String(input)).searchParams.get('page') === '1') return jsonResponse({ data: [row(1)] });
    return new Promise<Response>((resolve) => {
      answerPage2 = resolve;
    });
  });
  const { result, rerender } = renderHook(({ page }) => usePage(page), {
    wrapper: readWrapper(fetchImpl),
    initialProps: { page: 1 },
  });
  await waitFor(() => expect(result.current.data?.items).toEqual([item(1)]));
  rerender({ page: 2 });
  await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
  expect(result.current.data?.items).toEqual([item(1)]);
  await act(async () => answerPage2(jsonResponse({ data: [row(2)] })));
  await waitFor(() => expect(result.current.data?.items).toEqual([item(2)]));
}
