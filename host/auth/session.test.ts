import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed-data.ts';
import { Client, createTestHost, type TestHost } from '../testing/harness.ts';
import { isValidNonce, nonceFor, type Session } from './session.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

async function loginCookie(origin: string): Promise<string> {
  const c = new Client(t);
  await c.request(`${origin}/campaigns/run-for-clean-water/login/`).then(async (res) => {
    c.nonce = /"apiNonce":"([^"]+)"/.exec(await res.text())?.[1] ?? '';
  });
  const res = await c.request(`${origin}/wp-json/give-api/v2/p2p-campaigns/fundraiser-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': c.nonce },
    body: JSON.stringify({ user_handle: 'solo@example.org', password: DEMO_PASSWORD, campaign_id: 1 }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie') ?? '';
}

describe('the session cookie', () => {
  it('is Secure when the site is served over https, HttpOnly and SameSite=Lax always', async () => {
    const https = await loginCookie('https://example.org');
    expect(https).toMatch(/^p2p_session=[^;]+;/);
    expect(https).toMatch(/; Secure(;|$)/);
    expect(https).toMatch(/; HttpOnly(;|$)/);
    expect(https).toMatch(/; SameSite=Lax(;|$)/);
    const http = await loginCookie('http://127.0.0.1:8080');
    expect(http).toMatch(/; HttpOnly(;|$)/);
    expect(http).not.toMatch(/Secure/);
  });
});

describe('isValidNonce', () => {
  const session: Session = {
    idHash: 'a'.repeat(64),
    user: { id: 1, email: '', username: '', first_name: '', last_name: '', role: '', pending_team_id: null },
  };

  it('accepts only the session’s own nonce, and compares in constant time (timingSafeEqual)', () => {
    const right = nonceFor('secret', session);
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(isValidNonce('secret', session, right)).toBe(true);
    // Both ticks (this one and the one before) are always compared.
    expect(compare).toHaveBeenCalledTimes(2);
    const wrongLast = `${right.slice(0, -1)}${right.endsWith('0') ? '1' : '0'}`;
    expect(isValidNonce('secret', session, wrongLast)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(4);
    expect(isValidNonce('secret', null, right)).toBe(false);
    expect(isValidNonce('other', session, right)).toBe(false);
    expect(isValidNonce('secret', session, right.slice(0, 9))).toBe(false);
    expect(isValidNonce('secret', session, `${right}0`)).toBe(false);
    expect(isValidNonce('secret', session, undefined)).toBe(false);
    expect(isValidNonce('secret', session, '')).toBe(false);
  });

  it('guards the REST API: a wrong nonce is refused with WordPress’s error', async () => {
    const c = new Client(t);
    await c.page('/login/');
    const res = await c.api('fundraiser-login', {
      json: { user_handle: 'solo@example.org', password: DEMO_PASSWORD, campaign_id: 1 },
      nonce: `${c.nonce.slice(0, -1)}x`,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });
});
