import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider, type ApiContextValue, useApi } from './ApiContext';
import { fakeFetch, testClient } from './testing/fakeFetch';

describe('useApi', () => {
  it('gives the shell’s client and campaign', () => {
    const api: ApiContextValue = { client: testClient(fakeFetch({})), campaignId: 7 };
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider value={api}>{children}</ApiProvider>;
    expect(renderHook(() => useApi(), { wrapper }).result.current).toBe(api);
  });

  it('names the wiring mistake when a screen renders outside the shell', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApi())).toThrow(
      'useApi must be used inside ApiProvider (the app shell provides it).',
    );
  });
});
