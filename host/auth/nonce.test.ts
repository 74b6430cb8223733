import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, ORIGIN, type TestHost } from '../testing/harness.ts';
import { DEFAULT_NONCE_TTL_SECONDS, nonceTick } from './nonce.ts';

const TTL = 60;
let t: TestHost;
beforeAll(async () => {
  t = await createTestHost({ nonceTtlSeconds: TTL, testHooks: true });
});
afterAll(() => t.close());

/** Moves nonce time on without waiting: what a night with the tab open does. */
const advance = (seconds: number) => {
  t.host.nonceSkewMs += seconds * 1000;
};

const userInfo = (c: Client, nonce?: string) => c.api('get-user-info', { query: { campaign_id: 1 }, nonce });

async function signedIn(): Promise<Client> {
  const c = new Client(t);
  await c.login('solo@example.org');
  return c;
}

describe('REST nonce lifetime', () => {
  it('defaults to WordPress’s one day, in ticks of half of it', () => {
    const host = { ...t.host, options: { ...t.host.options, nonceTtlSeconds: undefined } };
    expect(DEFAULT_NONCE_TTL_SECONDS).toBe(86_400);
    expect(nonceTick(host, 43_200_000)).toBe(1);
    expect(nonceTick(host, 43_200_001)).toBe(2);
  });

  it('accepts a nonce in its own tick and the next, then answers rest_cookie_invalid_nonce (403, WordPress shape)', async () => {
    // One second into a tick, so the real clock cannot cross into the next tick during the test.
    const half = (TTL / 2) * 1000;
    const now = Date.now();
    t.host.nonceSkewMs = Math.ceil(now / half) * half + 1000 - now;
    const c = await signedIn();
    expect((await userInfo(c)).status).toBe(200);
    advance(TTL / 2);
    expect((await userInfo(c)).status).toBe(200);
    advance(TTL / 2);
    const res = await userInfo(c);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
  });

  it('prints the renewal URL in window.GiveP2P', async () => {
    const { html } = await new Client(t).page('/');
    expect(html).toContain(`"nonceRenewalUrl":"${ORIGIN}/wp-admin/admin-ajax.php?action=rest-nonce"`);
  });

  it('/__test__/expire-nonces expires every nonce issued so far; a new page load gets a working one', async () => {
    const c = await signedIn();
    expect((await c.request('/__test__/expire-nonces', { method: 'POST' })).status).toBe(200);
    expect((await userInfo(c)).status).toBe(403);
    await c.page('/');
    expect((await userInfo(c)).status).toBe(200);
  });
});

describe('GET /wp-admin/admin-ajax.php?action=rest-nonce', () => {
  const renew = (c: Client, query = 'action=rest-nonce') => c.request(`/wp-admin/admin-ajax.php?${query}`);

  it('signed in: answers a fresh nonce as plain text, which the REST API accepts once the old one expired', async () => {
    const c = await signedIn();
    advance(TTL);
    expect((await userInfo(c)).status).toBe(403);
    const res = await renew(c);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const fresh = await res.text();
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect(fresh).not.toBe(c.nonce);
    expect((await userInfo(c, fresh)).status).toBe(200);
  });

  it('signed out: `0` with status 400, as admin-ajax.php answers an action with no nopriv handler', async () => {
    const c = new Client(t);
    await c.page('/');
    const res = await renew(c);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('0');
  });

  it('another action: `0`, 400', async () => {
    const c = await signedIn();
    const res = await renew(c, 'action=heartbeat');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('0');
  });

  it('a rest-nonce fault (test hook) refuses the renewal with -1, 403', async () => {
    const c = await signedIn();
    await c.request('/__test__/fault', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'rest-nonce', mode: 'nonce403', times: 1 }),
    });
    const res = await renew(c);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('-1');
    expect((await renew(c)).status).toBe(200);
  });
});
