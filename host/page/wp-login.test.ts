import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../model/outbox.ts';
import { createResetKey, RESET_KEY_TTL_MS } from '../model/passwordResets.ts';
import { BASE, Client, createTestHost, dataAttr, ORIGIN, type TestHost } from '../testing/harness.ts';
import { LOGIN_FAILED, RESET_PROBLEMS } from './wp-login.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

const SOLO_ID = 5; // solo@example.org (user 5, username 'solo')
const FUNDRAISER_ID = 3; // fundraiser@example.org

/** Asks for a reset through the API as the lost-password page does; returns the link mailed to the outbox. */
async function requestReset(handle: string): Promise<URL> {
  const c = new Client(t);
  await c.page('/lost-password/');
  const res = await c.api('send-password-reset-email', { json: { user_handle: handle, campaign_id: 1 } });
  expect(res.status).toBe(200);
  const mail = listMail(t.host.db)[0];
  const link = /https?:\/\/\S+wp-login\.php\S+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  return new URL(link ?? '');
}

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { origin: ORIGIN } };
}

async function postReset(c: Client, link: URL, pass1: string, pass2 = pass1): Promise<Response> {
  return c.request(
    '/wp-login.php?action=resetpass',
    form({ rp_key: link.searchParams.get('key') ?? '', login: link.searchParams.get('login') ?? '', pass1, pass2 }),
  );
}

async function apiLogin(handle: string, password: string): Promise<number> {
  const c = new Client(t);
  return (await c.login(handle, password)).status;
}

describe('wp-login.php?action=rp: the mailed reset link', () => {
  it('shows a new-password form for a valid key, sets the password once, and the new password logs in', async () => {
    const link = await requestReset('solo@example.org');
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get('login')).toBe('solo');
    const c = new Client(t);
    const page = await c.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<h1>Reset your password</h1>');
    expect(html).toMatch(/<label for="pass1">New password<\/label>/);
    expect(html).toContain('name="rp_key"');
    // A way back to the campaign, as WordPress's "Go to <site>" under its login pages (issue 26).
    expect(html).toContain(`<a href="${BASE}/">Back to Run for Clean Water</a>`);

    const saved = await postReset(c, link, 'fresh-secret');
    expect(saved.status).toBe(200);
    const done = await saved.text();
    expect(done).toContain('Your password has been reset.');
    expect(done).toContain(`href="${BASE}/login/"`);
    expect(done).toContain(`<a href="${BASE}/">Back to Run for Clean Water</a>`);

    expect(await apiLogin('solo', 'demo1234')).toBe(401);
    expect(await apiLogin('solo@example.org', 'fresh-secret')).toBe(200);

    // Reused: the same link again, for the form and for its POST.
    const again = await c.request(`${link.pathname}${link.search}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(RESET_PROBLEMS.used);
    const repost = await postReset(c, link, 'another-secret');
    expect(repost.status).toBe(409);
    expect(await apiLogin('solo', 'another-secret')).toBe(401);
  });

  it('refuses a forged key, a key for another login, and a missing key, changing nothing', async () => {
    const link = await requestReset('fundraiser');
    const c = new Client(t);
    const key = link.searchParams.get('key') ?? '';
    for (const search of [
      `?action=rp&key=${'x'.repeat(key.length)}&login=fundraiser`,
      `?action=rp&key=${encodeURIComponent(key)}&login=captain`,
      '?action=rp&login=fundraiser',
      `?action=rp&key=${encodeURIComponent(key)}`,
    ]) {
      const res = await c.request(`/wp-login.php${search}`);
      expect(res.status, search).toBe(403);
      expect(await res.text()).toContain(RESET_PROBLEMS.invalid);
    }
    const forged = await c.request(
      '/wp-login.php?action=resetpass',
      form({ rp_key: 'forged-key-1234567890', login: 'fundraiser', pass1: 'hijacked', pass2: 'hijacked' }),
    );
    expect(forged.status).toBe(403);
    expect(await apiLogin('fundraiser', 'hijacked')).toBe(401);
    // The real key still works after the forgeries.
    expect((await c.request(`${link.pathname}${link.search}`)).status).toBe(200);
  });

  it('two tabs saving the same link at once: one sets its password, the other is told the link was used', async () => {
    // Both posts pass the key check before either is saved (hashing the password is async), so only the
    // spend's own "not used yet" condition keeps the key single-use here.
    const key = createResetKey(t.host.db, FUNDRAISER_ID, 1);
    const link = new URL(`${ORIGIN}/wp-login.php?action=rp&key=${key}&login=fundraiser`);
    const passwords = ['tab-one-secret', 'tab-two-secret'];
    const responses = await Promise.all(passwords.map((pass) => postReset(new Client(t), link, pass)));
    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((res) => res.status === 200);
    expect(await responses[1 - winner]?.text()).toContain(RESET_PROBLEMS.used);
    // Only the winner's password was set (a wrong login is not tried: failures count towards the rate limit).
    expect(await apiLogin('fundraiser', passwords[winner] ?? '')).toBe(200);
  });

  it('refuses an expired key with its own message', async () => {
    const key = createResetKey(t.host.db, SOLO_ID, 1, Date.now() - RESET_KEY_TTL_MS - 1000);
    const c = new Client(t);
    const res = await c.request(`/wp-login.php?action=rp&key=${key}&login=solo`);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(RESET_PROBLEMS.expired);
    expect(html).toContain(`href="${BASE}/lost-password/"`);
    const post = await c.request(
      '/wp-login.php?action=resetpass',
      form({ rp_key: key, login: 'solo', pass1: 'too-late', pass2: 'too-late' }),
    );
    expect(post.status).toBe(409);
  });

  it('a newer request makes the older link invalid (one live key per account, as WordPress)', async () => {
    const older = await requestReset('pending');
    const newer = await requestReset('pending');
    const c = new Client(t);
    expect((await c.request(`${older.pathname}${older.search}`)).status).toBe(403);
    expect((await c.request(`${newer.pathname}${newer.search}`)).status).toBe(200);
  });

  it('keeps the key and says what is wrong with a short or mismatched password', async () => {
    const link = await requestReset('noprofile');
    const c = new Client(t);
    const short = await postReset(c, link, 'abc');
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain('Password must have at least 6 characters');
    expect(shortHtml).toMatch(/id="pass1"[^>]*aria-invalid="true"/);
    const mismatch = await postReset(c, link, 'secret-1', 'secret-2');
    expect(await mismatch.text()).toContain('The passwords do not match');
    // Neither attempt spent the key.
    expect((await postReset(c, link, 'secret-ok')).status).toBe(200);
    expect(await apiLogin('noprofile', 'secret-ok')).toBe(200);
  });

  it('signs out every session of the account when its password is reset', async () => {
    const signedIn = new Client(t);
    expect((await signedIn.login('admin', 'demo1234')).status).toBe(200);
    // A key made directly: the tests' requests share one address, and reset requests are limited per address.
    const key = createResetKey(t.host.db, 1, 1);
    const link = new URL(`${ORIGIN}/wp-login.php?action=rp&key=${key}&login=admin`);
    expect((await postReset(new Client(t), link, 'admin-new')).status).toBe(200);
    const after = await signedIn.page('/');
    expect(dataAttr(after.html, 'auth')).toMatchObject({ is_logged_in: false });
  });
});

describe('wp-login.php: the login form', () => {
  it('logs in with the email or username and honours a same-origin redirect_to', async () => {
    const c = new Client(t);
    const page = await (
      await c.request('/wp-login.php?redirect_to=%2Fcampaigns%2Frun-for-clean-water%2Fdonate%2F')
    ).text();
    expect(page).toContain('<label for="user_login">Username or Email Address</label>');
    expect(page).toContain('value="/campaigns/run-for-clean-water/donate/"');
    const res = await c.request(
      '/wp-login.php',
      form({ log: 'captain@example.org', pwd: 'demo1234', redirect_to: `${BASE}/donate/` }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${BASE}/donate/`);
    expect(dataAttr((await c.page('/')).html, 'auth')).toMatchObject({ is_logged_in: true, user_id: 2 });
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash trick', '/\\evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('sends %s to the campaign instead', async (_label, target) => {
    const c = new Client(t);
    const res = await c.request('/wp-login.php', form({ log: 'captain', pwd: 'demo1234', redirect_to: target }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${BASE}/`);
  });

  it('answers a wrong password and an unknown account alike, keeping what was typed', async () => {
    const c = new Client(t);
    for (const log of ['captain', 'nobody@example.org']) {
      const res = await c.request('/wp-login.php', form({ log, pwd: 'wrong-password' }));
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(LOGIN_FAILED);
      expect(html).toContain(`value="${log}"`);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a login posted from another site', async () => {
    const c = new Client(t);
    const res = await c.request('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'captain', pwd: 'demo1234' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
