import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, ORIGIN, BASE, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

const person = (over: Record<string, unknown> = {}) => ({
  firstName: 'Rita',
  lastName: 'Runner',
  email: `rita.${Math.random().toString(36).slice(2)}@example.org`,
  password: 'secret1',
  password2: 'secret1',
  team_captain: false,
  campaign_id: 1,
  ...over,
});

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { code: string; message: string; data: { status: number } };
  expect(body.data.status).toBe(res.status);
  return { status: res.status, code: body.code, message: body.message };
}

describe('register-fundraiser', () => {
  it('creates an account, logs it in and points to the profile step', async () => {
    const c = new Client(t);
    await c.page('/register/individual/');
    const res = await c.api('register-fundraiser', { json: person() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/register/create-profile/' });
    expect(res.headers.get('set-cookie')).toMatch(
      /p2p_session=.+HttpOnly.*SameSite=Lax|p2p_session=.+SameSite=Lax.*HttpOnly/i,
    );
    const { html } = await c.page('/register/create-profile/');
    expect(dataAttr(html, 'auth')).toMatchObject({ is_logged_in: true, fundraiser_id: 0 });
    expect(dataAttr(html, 'user')).toMatchObject({ firstName: 'Rita', lastName: 'Runner' });
  });

  it('sends a captain to create their team', async () => {
    const c = new Client(t);
    await c.page('/register/captain/');
    const res = await c.api('register-fundraiser', { json: person({ team_captain: true }) });
    expect(await res.json()).toEqual({ redirect: '/create-team/' });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: '  ' }, 'Last name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email format', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email without TLD', { email: 'a@localhost' }, 'Please enter a valid email address.'],
    ['long local part', { email: `${'a'.repeat(65)}@example.org` }, 'Please enter a valid email address.'],
    ['password', { password: '', password2: '' }, 'Password is required.'],
    ['short password', { password: 'abc12', password2: 'abc12' }, 'Password must have at least 6 characters'],
    ['confirmation', { password2: 'other12' }, 'The passwords do not match'],
    ['campaign', { campaign_id: undefined }, 'Campaign is required.'],
  ])('rejects a bad %s with 400', async (_label, over, message) => {
    const c = new Client(t);
    await c.page('/');
    const err = await errorOf(await c.api('register-fundraiser', { json: person(over) }));
    expect(err).toMatchObject({ status: 400, code: 'rest_invalid_param', message });
  });

  it('rejects a duplicate email, whatever its case', async () => {
    const c = new Client(t);
    await c.page('/');
    const err = await errorOf(await c.api('register-fundraiser', { json: person({ email: 'Captain@Example.org' }) }));
    expect(err).toMatchObject({ status: 400, code: 'existing_user_email' });
  });

  it('refuses a second account from a logged-in user', async () => {
    const c = new Client(t);
    await c.login('noprofile@example.org');
    expect((await c.api('register-fundraiser', { json: person() })).status).toBe(400);
  });
});

describe('create-fundraiser-profile (logged-in user without a profile)', () => {
  it('updates the names and points to the profile step', async () => {
    const c = new Client(t);
    await c.login('noprofile@example.org');
    const res = await c.api('create-fundraiser-profile', {
      json: { firstName: 'Nora', lastName: 'Newname', email: 'x', team_captain: false, campaign_id: 1 },
    });
    expect(await res.json()).toEqual({ redirect: '/register/create-profile/' });
    const info = (await (await c.api('get-user-info', { query: { campaignId: 1 } })).json()) as { data: unknown };
    expect(info.data).toEqual({ firstName: 'Nora', lastName: 'Newname', email: 'noprofile@example.org' });
  });

  it('is refused to a visitor and to a user who already has a profile', async () => {
    const visitor = new Client(t);
    await visitor.page('/');
    expect((await visitor.api('create-fundraiser-profile', { json: person() })).status).toBe(401);
    const f = new Client(t);
    await f.login('fundraiser@example.org');
    expect((await f.api('create-fundraiser-profile', { json: person() })).status).toBe(400);
  });
});

describe('fundraiser-login', () => {
  it('logs in by email or username and answers an absolute same-origin redirect', async () => {
    const c = new Client(t);
    await c.page('/login/');
    const before = c.cookie;
    const res = await c.api('fundraiser-login', {
      json: { user_handle: 'fundraiser', password: 'demo1234', campaign_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: `${ORIGIN}${BASE}/start-fundraising/` });
    expect(c.cookie).not.toBe(before);
    const admin = new Client(t);
    await admin.page('/login/');
    const r2 = await admin.api('fundraiser-login', {
      json: { user_handle: 'ADMIN@example.org', password: 'demo1234', campaign_id: 1 },
    });
    expect(await r2.json()).toEqual({ redirect: `${ORIGIN}${BASE}/` });
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const c = new Client(t);
    await c.page('/login/');
    const unknown = await errorOf(
      await c.api('fundraiser-login', {
        json: { user_handle: 'nobody@example.org', password: 'whatever', campaign_id: 1 },
      }),
    );
    const wrong = await errorOf(
      await c.api('fundraiser-login', {
        json: { user_handle: 'captain@example.org', password: 'wrong-password', campaign_id: 1 },
      }),
    );
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 401, code: 'invalid_credentials', message: 'Invalid username or password.' });
  });

  it.each([
    [{ user_handle: '', password: 'x', campaign_id: 1 }, 'Username or email is required.'],
    [{ user_handle: 'admin', password: '', campaign_id: 1 }, 'Password is required.'],
  ])('requires both fields', async (json, message) => {
    const c = new Client(t);
    await c.page('/login/');
    expect(await errorOf(await c.api('fundraiser-login', { json }))).toMatchObject({ status: 400, message });
  });
});

describe('send-password-reset-email', () => {
  it('writes a reset mail to the outbox, shown newest first at /outbox/', async () => {
    const c = new Client(t);
    await c.page('/lost-password/');
    const res = await c.api('send-password-reset-email', { json: { user_handle: 'solo@example.org', campaign_id: 1 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/lost-password/sent' });
    const outbox = await (await c.request('/outbox/')).text();
    expect(outbox).toContain('To solo@example.org');
    expect(outbox).toContain('[Run for Clean Water] Password Reset');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const c = new Client(t);
    await c.page('/lost-password/');
    const count = (await (await c.request('/outbox/')).text()).split('class="mail"').length;
    const res = await c.api('send-password-reset-email', {
      json: { user_handle: 'ghost@example.org', campaign_id: 1 },
    });
    expect(res.status).toBe(200);
    expect((await (await c.request('/outbox/')).text()).split('class="mail"').length).toBe(count);
  });

  it('requires user_handle', async () => {
    const c = new Client(t);
    await c.page('/lost-password/');
    const err = await errorOf(await c.api('send-password-reset-email', { json: { campaign_id: 1 } }));
    expect(err).toMatchObject({ status: 400, message: 'Username or email is required.' });
  });
});

describe('get-user-info', () => {
  it('needs a logged-in user', async () => {
    const c = new Client(t);
    await c.page('/');
    expect(await errorOf(await c.api('get-user-info', { query: { campaignId: 1 } }))).toMatchObject({
      status: 401,
      code: 'rest_not_logged_in',
    });
  });
});
