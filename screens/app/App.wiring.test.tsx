import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../api/ApiContext';
import { App } from './App';
import { hostDataFixture } from './testing/fixtures';
import { memoryRouterAt } from './testing/memoryRouter';
import { renderApp } from './testing/renderApp';

// What the shell hands its pages: the API client for this campaign, the document title, the campaign colours.

/** The campaign home, replaced by a page that reads one endpoint through the client the shell provides. */
vi.mock('../home/index', () => ({
  default: function ReadingPage() {
    const { client, campaignId } = useApi();
    const [text, setText] = useState('loading');
    useEffect(() => {
      client
        .request('get-campaign', { query: { campaign_id: campaignId }, schema: v.object({ title: v.string() }) })
        .then(
          (answer) => setText(answer.title),
          (error: Error) => setText(`failed: ${error.message}`),
        );
    }, [client, campaignId]);
    return <h1>{text}</h1>;
  },
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('App wiring', () => {
  it('gives pages the injected client, for this campaign', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ title: 'Run for Water' }));
    renderApp('/', {}, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('campaign_id=7');
  });

  it('without an injected client, pages request the host’s REST base with its nonce (no swr overrides needed)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ title: 'From the host' }));
    vi.stubGlobal('fetch', fetch);
    const hostData = hostDataFixture();
    render(<App hostData={hostData} router={memoryRouterAt(`${hostData.campaign.base_url}/`)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'From the host' })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(hostData.config.apiRoot);
    expect(new Headers(init?.headers).get('X-WP-Nonce')).toBe(hostData.config.apiNonce);
  });

  it('titles the document with a new campaign title, and keeps the last one when the title is blank', async () => {
    vi.stubGlobal('fetch', async () => json({ title: 'Page' }));
    const hostData = hostDataFixture();
    const router = memoryRouterAt(`${hostData.campaign.base_url}/`);
    const { rerender } = render(<App hostData={hostData} router={router} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Run for Water');
    const renamed = { ...hostData, campaign: { ...hostData.campaign, campaign_title: 'Swim for Water' } };
    rerender(<App hostData={renamed} router={router} />);
    expect(document.title).toBe('Swim for Water');
    const blank = { ...hostData, campaign: { ...hostData.campaign, campaign_title: '' } };
    rerender(<App hostData={blank} router={router} />);
    expect(document.title).toBe('Swim for Water');
  });
});
