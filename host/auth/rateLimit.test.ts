import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../clock.ts';
import { DEMO_PASSWORD } from '../db/seed-data.ts';
import { Client, createTestHost, type TestHost } from '../testing/harness.ts';
import { authLimitError, recordAuthAttempt } from './rateLimit.ts';

let t: TestHost;
beforeEach(async () => {
  t = await createTestHost();
});
afterEach(() => t.close());

// Issue 13's number, written out (not AUTH_ATTEMPTS): a raised limit must fail these tests, not follow them.
const LIMIT = 5;

async function clientFrom(peer: string): Promise<Client> {
  const c = new Client(t);
  c.peer = peer;
  await c.page('/login/');
  return c;
}

async function login(c: Client, handle: string, password: string): Promise<{ status: number; body: unknown }> {
  const res = await c.api('fundraiser-login', { json: { user_handle: handle, password, campaign_id: 1 } });
  return { status: res.status, body: await res.json() };
}

async function reset(c: Client, handle: string): Promise<{ status: number; body: unknown }> {
  const res = await c.api('send-password-reset-email', { json: { user_handle: handle, campaign_id: 1 } });
  return { status: res.status, body: await res.json() };
}

const TOO_MANY_LOGINS = {
  code: 'too_many_requests',
  message: 'Too many failed login attempts. Please try again in 1 minute.',
  data: { status: 429 },
};

describe('login rate limit', () => {
  it('after 5 failed logins on an account in a minute, refuses even the right password until the minute is over', async () => {
    const c = await clientFrom('127.0.0.1');
    for (let i = 0; i < LIMIT; i += 1) expect((await login(c, 'solo@example.org', 'wrong')).status).toBe(401);
    expect(await login(c, 'solo@example.org', DEMO_PASSWORD)).toEqual({ status: 429, body: TOO_MANY_LOGINS });
    // Case and spaces do not make a new account key; another address does not either.
    const elsewhere = await clientFrom('127.0.0.2');
    expect((await login(elsewhere, ' SOLO@example.org ', DEMO_PASSWORD)).status).toBe(429);
    t.host.clock.anchor(SEED_EPOCH + 59_999);
    expect((await login(c, 'solo@example.org', DEMO_PASSWORD)).status).toBe(429);
    t.host.clock.anchor(SEED_EPOCH + 60_000);
    expect((await login(c, 'solo@example.org', DEMO_PASSWORD)).status).toBe(200);
  });

  it('after 5 failed logins from an address, refuses that address for any account, not other addresses', async () => {
    const attacker = await clientFrom('127.0.0.9');
    for (const handle of ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org', 'e@example.org']) {
      expect((await login(attacker, handle, 'guess')).status).toBe(401);
    }
    expect(await login(attacker, 'captain@example.org', DEMO_PASSWORD)).toEqual({
      status: 429,
      body: TOO_MANY_LOGINS,
    });
    const visitor = await clientFrom('127.0.0.10');
    expect((await login(visitor, 'captain@example.org', DEMO_PASSWORD)).status).toBe(200);
  });

  it('right passwords do not count', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await login(await clientFrom('127.0.0.1'), 'solo@example.org', DEMO_PASSWORD)).status).toBe(200);
    }
  });
});

describe('password reset rate limit', () => {
  it('answers 5 requests for an account a minute, then a WordPress-style error, and sends no more mail', async () => {
    const c = await clientFrom('127.0.0.1');
    for (let i = 0; i < LIMIT; i += 1) expect((await reset(c, 'solo@example.org')).status).toBe(200);
    expect(await reset(c, 'solo@example.org')).toEqual({
      status: 429,
      body: {
        code: 'too_many_requests',
        message: 'Too many password reset requests. Please try again in 1 minute.',
        data: { status: 429 },
      },
    });
    const mails = (await (await c.request('/outbox/')).text()).split('class="mail"').length - 1;
    expect(mails).toBe(LIMIT);
    t.host.clock.anchor(SEED_EPOCH + 60_000);
    expect((await reset(c, 'solo@example.org')).status).toBe(200);
  });

  it('limits an address asking for many accounts (unknown ones included), not other addresses', async () => {
    const c = await clientFrom('127.0.0.7');
    for (let i = 0; i < LIMIT; i += 1) expect((await reset(c, `nobody${i}@example.org`)).status).toBe(200);
    expect((await reset(c, 'solo@example.org')).status).toBe(429);
    expect((await reset(await clientFrom('127.0.0.8'), 'solo@example.org')).status).toBe(200);
  });
});

describe('authLimitError (for the host’s own forms)', () => {
  it('is null under the limit and the message from the fifth attempt on; login and reset count apart', () => {
    const keys = { account: 'solo', address: '127.0.0.1' };
    for (let i = 0; i < LIMIT; i += 1) {
      expect(authLimitError(t.host, 'password-reset', keys)).toBeNull();
      recordAuthAttempt(t.host, 'password-reset', keys);
    }
    expect(authLimitError(t.host, 'password-reset', keys)).toBe(
      'Too many password reset requests. Please try again in 1 minute.',
    );
    expect(authLimitError(t.host, 'login', keys)).toBeNull();
  });
});
