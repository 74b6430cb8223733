import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, Client, createTestHost, dataAttr, ORIGIN, type TestHost } from '../testing/harness.ts';
import { isValidLogoutNonce, logoutNonceFor } from './logout.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

function scriptConfig(html: string): Record<string, unknown> {
  const m = /window\.GiveP2P = (.*?);<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no config script');
  return JSON.parse(m[1]) as Record<string, unknown>;
}

/** Signs in and returns the client with the logout URL its page printed. */
async function signedIn(handle = 'captain@example.org'): Promise<{ c: Client; logoutUrl: string }> {
  const c = new Client(t);
  await c.login(handle);
  const { html } = await c.page('/team/1/');
  const logoutUrl = scriptConfig(html).logoutUrl;
  if (typeof logoutUrl !== 'string') throw new Error('no logoutUrl');
  return { c, logoutUrl };
}

async function isLoggedIn(c: Client): Promise<boolean> {
  const { html } = await c.page('/');
  return (dataAttr(html, 'auth') as { is_logged_in: boolean }).is_logged_in;
}

describe('the page data for the account bar', () => {
  it('prints a logout URL with a nonce and a redirect to the campaign, and the display name', async () => {
    const { c, logoutUrl } = await signedIn();
    const url = new URL(logoutUrl);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/logout/');
    expect(url.searchParams.get('redirect_to')).toBe(`${BASE}/`);
    expect(url.searchParams.get('_wpnonce')).toMatch(/^[0-9a-f]{10}$/);
    const { html } = await c.page('/team/1/');
    expect(dataAttr(html, 'auth')).toMatchObject({ display_name: 'Carla Captain', team_id: 1 });
  });

  it('gives every session its own logout nonce', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect(new URL(first.logoutUrl).searchParams.get('_wpnonce')).not.toBe(
      new URL(second.logoutUrl).searchParams.get('_wpnonce'),
    );
  });

  it('prints no logout URL and no display name for a visitor', async () => {
    const { html } = await new Client(t).page('/');
    expect(scriptConfig(html)).not.toHaveProperty('logoutUrl');
    expect(dataAttr(html, 'auth')).not.toHaveProperty('display_name');
  });
});

describe('/logout/', () => {
  it('signs out with the printed URL and goes back to the campaign', async () => {
    const { c, logoutUrl } = await signedIn();
    const res = await c.request(logoutUrl);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${BASE}/`);
    expect(await isLoggedIn(c)).toBe(false);
  });

  it('signs out on a POST carrying the nonce in the form body', async () => {
    const { c, logoutUrl } = await signedIn();
    const nonce = new URL(logoutUrl).searchParams.get('_wpnonce') ?? '';
    const res = await c.request('/logout/', { method: 'POST', body: new URLSearchParams({ _wpnonce: nonce }) });
    expect(res.status).toBe(303);
    expect(await isLoggedIn(c)).toBe(false);
  });

  it.each([
    ['GET without a nonce', '/logout/', 'GET'],
    ['POST without a nonce', '/logout/', 'POST'],
    ['GET with a wrong nonce', '/logout/?_wpnonce=0123456789', 'GET'],
    ['GET with a nonce of another length', '/logout/?_wpnonce=abc', 'GET'],
  ])('%s asks for confirmation (403) and keeps the session', async (_label, path, method) => {
    const { c } = await signedIn();
    const res = await c.request(path, { method });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('Do you really want to log out?');
    expect(await isLoggedIn(c)).toBe(true);

    // The confirmation link carries this session's nonce and signs out.
    const href = /<a href="([^"]+)">Log out<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    expect((await c.request(href ?? '')).status).toBe(303);
    expect(await isLoggedIn(c)).toBe(false);
  });

  it("refuses another session's nonce", async () => {
    const victim = await signedIn('fundraiser@example.org');
    const attacker = await signedIn('solo@example.org');
    const res = await victim.c.request(attacker.logoutUrl);
    expect(res.status).toBe(403);
    expect(await isLoggedIn(victim.c)).toBe(true);
  });

  it('never redirects off the site', async () => {
    const { c, logoutUrl } = await signedIn();
    const url = new URL(logoutUrl);
    url.searchParams.set('redirect_to', 'https://evil.example/phish');
    const res = await c.request(url.toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${BASE}/`);
  });

  it('keeps a same-site redirect_to', async () => {
    const { c, logoutUrl } = await signedIn();
    const url = new URL(logoutUrl);
    url.searchParams.set('redirect_to', `${BASE}/team/1/`);
    const res = await c.request(url.toString());
    expect(res.headers.get('location')).toBe(`${BASE}/team/1/`);
  });

  it('sends a visitor on without a page to confirm', async () => {
    const res = await new Client(t).request('/logout/');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${BASE}/`);
  });
});

describe('isValidLogoutNonce', () => {
  const session = {
    idHash: 'abc',
    user: { id: 1, email: '', username: '', first_name: '', last_name: '', role: '', pending_team_id: null },
  };
  it.each([
    ['the right nonce', logoutNonceFor('secret', session), true],
    ['no nonce', undefined, false],
    ['an empty nonce', '', false],
    ['a nonce one character off', `${logoutNonceFor('secret', session).slice(0, 9)}x`, false],
    ['a longer nonce', `${logoutNonceFor('secret', session)}0`, false],
    ['a nonce made with another secret', logoutNonceFor('other', session), false],
  ])('%s → %s', (_label, given, expected) => {
    expect(isValidLogoutNonce('secret', session, given)).toBe(expected);
  });
});
