import { act, render, screen } from '@testing-library/react';
import useSWR, { unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ApiContextValue } from '../api/ApiContext';
import { teamKey } from '../api/readKeys';
import { AppSWRConfig, useReadCacheConfigured } from './swr';

// AppSWRConfig (swr.tsx): what a read inside the app's cache scope gets that a bare useSWR would not.

function apiWith(request: (name: string, options: { query: unknown }) => Promise<unknown>): ApiContextValue {
  return { client: { request }, campaignId: 7 } as unknown as ApiContextValue;
}

describe('AppSWRConfig', () => {
  it('tells the read hooks whether they are inside it (outside, they would run without SPEC 9’s settings)', () => {
    function Probe() {
      return <p>{useReadCacheConfigured() ? 'configured' : 'bare'}</p>;
    }
    const { unmount } = render(<Probe />);
    expect(screen.getByText('bare')).toBeInTheDocument();
    unmount();
    render(
      <AppSWRConfig api={apiWith(vi.fn())} provider={() => new Map()}>
        <Probe />
      </AppSWRConfig>,
    );
    expect(screen.getByText('configured')).toBeInTheDocument();
  });

  it('fetches a bare [endpoint, query] key through the API client, query included', async () => {
    const request = vi.fn(async (_name: string, { query }: { query: unknown }) => `team ${JSON.stringify(query)}`);
    function Team() {
      const { data } = useSWR(teamKey(12));
      return <p>{String(data ?? 'loading')}</p>;
    }
    render(
      <AppSWRConfig api={apiWith(request)} provider={() => new Map()}>
        <Team />
      </AppSWRConfig>,
    );
    expect(await screen.findByText('team {"team_id":12}')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('get-team', expect.objectContaining({ query: { team_id: 12 } }));
  });

  it('shows what the page already carries without fetching it again, and fetches what it does not', async () => {
    const fetcher = vi.fn(async () => 'from the server');
    function Read({ id }: { id: number }) {
      const { data } = useSWR(teamKey(id), fetcher);
      return <p>{`${id}: ${data ?? 'loading'}`}</p>;
    }
    render(
      <AppSWRConfig
        api={apiWith(vi.fn())}
        provider={() => new Map()}
        fallback={{ [unstable_serialize(teamKey(12))]: 'rendered by the host' }}
      >
        <Read id={12} />
        <Read id={13} />
      </AppSWRConfig>,
    );
    expect(await screen.findByText('13: from the server')).toBeInTheDocument();
    // SWR revalidates data it already has one animation frame after mount: let that frame pass.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(screen.getByText('12: rendered by the host')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
