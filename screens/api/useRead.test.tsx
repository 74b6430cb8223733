import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider, type ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import { fakeFetch, testClient } from './testing/fakeFetch';
import { useRead } from './useRead';

const api: ApiContextValue = { client: testClient(fakeFetch({})), campaignId: 7 };
const withoutDataScope = ({ children }: { children: ReactNode }) => <ApiProvider value={api}>{children}</ApiProvider>;

describe('useRead outside AppSWRConfig (development and tests)', () => {
  it.each<[string, ReadKey | null, string]>([
    ['a read', ['get-team', { team_id: 4 }], "useRead('get-team') outside AppSWRConfig: wrap the page in DataScope"],
    ['a skipped read', null, "useRead('') outside AppSWRConfig: wrap the page in DataScope"],
  ])('fails loudly for %s, naming the endpoint', (_label, key, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = vi.fn(async () => 'never');
    expect(() => renderHook(() => useRead(key, fetcher), { wrapper: withoutDataScope })).toThrow(message);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
