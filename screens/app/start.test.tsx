import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostDataFixture } from './testing/fixtures';

const config = { apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns', apiNonce: 'n' };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  delete window.GiveP2P;
});

async function start(attributes: Record<string, string>) {
  const mount = document.createElement('div');
  mount.id = 'p2p-app';
  for (const [name, value] of Object.entries(attributes)) mount.setAttribute(name, value);
  document.body.append(mount);
  window.GiveP2P = config;
  vi.resetModules();
  await import('./start');
}

describe('the visitor app start', () => {
  it('names the missing and malformed host values on the page instead of crashing', async () => {
    await start({ 'data-auth': '{"is_logged_in": false, ' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('data-campaign: Missing');
    expect(alert).toHaveTextContent('data-auth: Not valid JSON');
  });

  it("paints the landing page at once: the first render waits for the page's code (no shell with a spinner first)", async () => {
    const data = hostDataFixture();
    const team = {
      id: 4,
      name: 'Tide Turners',
      profile_image: '',
      goal: 2000,
      story: '',
      access: 'public',
      captain_user_id: 2,
      owner_id: 2,
      captain: 'Carla',
      fundraiser_count: 1,
      iframe_url: '',
      is_approved: true,
      amount_raised: 0,
    };
    window.history.replaceState(null, '', `${data.campaign.base_url}/team/4/`);
    const firstPaint: string[] = [];
    const watch = new MutationObserver(() => {
      const mount = document.getElementById('p2p-app');
      // The page's own lower parts may still load below it (jsdom renders them at once); the page itself may not.
      if (firstPaint.length === 0 && mount?.firstElementChild) {
        firstPaint.push(mount.querySelector('h1')?.textContent ?? '(the shell without its page)');
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await start({
      'data-campaign': JSON.stringify(data.campaign),
      'data-auth': JSON.stringify(data.auth),
      'data-team': JSON.stringify(team),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tide Turners' }, { timeout: 10_000 })).toBeVisible();
    watch.disconnect();
    expect(firstPaint).toEqual(['Tide Turners']);
  });
});
