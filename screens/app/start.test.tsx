import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const config = { apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns', apiNonce: 'n' };

afterEach(() => {
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
});
