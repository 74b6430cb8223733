import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createLazyApiClient } from './lazyClient';

const options = { apiRoot: 'https://example.org/wp-json/give-api/v2/p2p-campaigns', apiNonce: 'n0nce' };

describe('createLazyApiClient', () => {
  it('builds URLs at once, without loading the client', () => {
    const client = createLazyApiClient(options);
    expect(client.url('get-team', { team_id: 4 })).toBe(
      'https://example.org/wp-json/give-api/v2/p2p-campaigns/get-team?team_id=4',
    );
  });

  it('sends a request through the real client, nonce included', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ data: [1, 2] }), { status: 200 }),
    );
    const client = createLazyApiClient({ ...options, fetch });
    const body = await client.request('get-campaign-top-donors', {
      query: { campaign_id: 1 },
      schema: v.object({ data: v.array(v.number()) }),
    });
    expect(body).toEqual({ data: [1, 2] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('get-campaign-top-donors?campaign_id=1');
    expect(new Headers(init?.headers).get('X-WP-Nonce')).toBe('n0nce');
  });

  it("turns a failure to load the client's code into a network error, and tries again next time", async () => {
    vi.resetModules();
    vi.doMock('./client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createLazyApiClient: createWithBrokenChunk } = await import('./lazyClient');
    const { ApiError: FreshApiError } = await import('./errors');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    const client = createWithBrokenChunk({ ...options, fetch });
    const failure = client.request('get-team', { schema: v.unknown() });
    await expect(failure).rejects.toBeInstanceOf(FreshApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'network',
      message: 'Could not reach the server. Check your connection and try again.',
    });
    expect(fetch).not.toHaveBeenCalled();

    vi.doUnmock('./client');
    await expect(client.request('get-team', { schema: v.unknown() })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
