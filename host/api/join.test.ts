import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, formData, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

const newcomer = (email: string, teamId: number) => ({
  firstName: 'Joe',
  lastName: 'Joiner',
  email,
  password: 'secret1',
  password2: 'secret1',
  teamId,
  campaignId: 1,
});

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { code: string }).code;
}

describe('register-join-team', () => {
  it('registers a visitor, then the new profile joins the chosen team', async () => {
    const c = new Client(t);
    await c.page('/team/1/join/');
    const res = await c.api('register-join-team', { json: newcomer('joe@example.org', 1) });
    expect(await res.json()).toEqual({ redirect: '/register/create-profile/' });
    await c.page('/register/create-profile/');
    const form = formData({ campaignId: '1', goal: '300', story: 'Joining the crew' });
    await c.api('update-fundraiser-profile', { form });
    const info = (await (await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).json()) as {
      data: { fundraiser: { team_id: number }; team: { id: number } };
    };
    expect(info.data.fundraiser.team_id).toBe(1);
    expect(info.data.team.id).toBe(1);
  });

  it('refuses a private team', async () => {
    const c = new Client(t);
    await c.page('/team/2/join/');
    const res = await c.api('register-join-team', { json: newcomer('priv@example.org', 2) });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('p2p_team_private');
  });

  it.each([
    ['a pending team', 9],
    ['a team that does not exist', 999],
  ])('refuses %s with 404', async (_label, teamId) => {
    const c = new Client(t);
    await c.page('/');
    expect((await c.api('register-join-team', { json: newcomer(`x${teamId}@example.org`, teamId) })).status).toBe(404);
  });

  it('validates like registration', async () => {
    const c = new Client(t);
    await c.page('/');
    const res = await c.api('register-join-team', {
      json: { ...newcomer('short@example.org', 1), password: '12345', password2: '12345' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Password must have at least 6 characters');
  });
});

describe('create-fundraiser-join-team', () => {
  it('remembers the team for a logged-in user without a profile', async () => {
    const c = new Client(t);
    await c.login('noprofile@example.org');
    const res = await c.api('create-fundraiser-join-team', {
      json: { firstName: 'Nora', lastName: 'N', email: 'noprofile@example.org', teamId: 3, campaignId: 1 },
    });
    expect(await res.json()).toEqual({ redirect: '/register/create-profile/' });
  });

  it('is refused to a logged-out caller', async () => {
    const c = new Client(t);
    await c.page('/');
    expect(
      (
        await c.api('create-fundraiser-join-team', {
          json: { firstName: 'a', lastName: 'b', teamId: 3, campaignId: 1 },
        })
      ).status,
    ).toBe(401);
  });
});

describe('fundraiser-can-join-team and fundraiser-join-team', () => {
  it('lets a fundraiser without a team join a public team', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const can = await c.api('fundraiser-can-join-team', { json: { campaignId: 1 } });
    expect(await can.json()).toEqual({ canJoin: true });
    expect((await c.api('fundraiser-join-team', { json: { teamId: 2, campaignId: 1 } })).status).toBe(403);
    const res = await c.api('fundraiser-join-team', { json: { teamId: 3, campaignId: 1 } });
    expect(await res.json()).toEqual({ redirect: '/start-fundraising/' });
    const { html } = await c.page('/fundraiser/4/');
    expect(dataAttr(html, 'fundraiser')).toMatchObject({ team_id: 3 });
    expect((await c.api('fundraiser-can-join-team', { json: { campaignId: 1 } })).status).toBe(403);
  });

  it.each([
    ['already in a team', 'fundraiser@example.org', 403],
    ['a captain', 'captain@example.org', 403],
    ['without a profile', 'admin@example.org', 403],
  ])('fails for a user %s', async (_label, email, status) => {
    const c = new Client(t);
    await c.login(email);
    const res = await c.api('fundraiser-can-join-team', { json: { campaignId: 1 } });
    expect(res.status).toBe(status);
    expect(await codeOf(res)).toBe('p2p_cannot_join_team');
    expect((await c.api('fundraiser-join-team', { json: { teamId: 3, campaignId: 1 } })).status).toBe(status);
  });

  it('fails for a visitor with 401', async () => {
    const c = new Client(t);
    await c.page('/');
    expect((await c.api('fundraiser-can-join-team', { json: { campaignId: 1 } })).status).toBe(401);
  });
});
