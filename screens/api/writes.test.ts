import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { createTeam } from './createTeam';
import { fundraiserCanJoinTeam } from './fundraiserCanJoinTeam';
import { fundraiserLogin } from './fundraiserLogin';
import { registerFundraiser } from './registerFundraiser';
import { registerJoinTeam } from './registerJoinTeam';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';
import { updateFundraiserProfile } from './updateFundraiserProfile';
import { updateTeam } from './updateTeam';

function apiAnswering(name: string, body: unknown, status = 200) {
  const fetchImpl = fakeFetch({ [name]: () => jsonResponse(body, status) });
  const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: 7 };
  const sent = () => fetchImpl.mock.calls[0]?.[1]?.body;
  return { api, sent };
}

describe('write calls', () => {
  it('registerFundraiser posts the SPEC 3 registration fields with campaign_id', async () => {
    const { api, sent } = apiAnswering('register-fundraiser', { redirect: '/create-team/' });
    const fields = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@site.test',
      password: 'secret1',
      password2: 'secret1',
      team_captain: true,
    };
    await expect(registerFundraiser(api, fields)).resolves.toEqual({ redirect: '/create-team/' });
    expect(JSON.parse(String(sent()))).toEqual({ ...fields, campaign_id: 7 });
  });

  it('registerJoinTeam posts teamId and campaignId (camelCase, as SPEC 7 names them)', async () => {
    const { api, sent } = apiAnswering('register-join-team', { redirect: '/register/create-profile/' });
    await registerJoinTeam(api, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      password: 'secret1',
      password2: 'secret1',
      teamId: 4,
    });
    expect(JSON.parse(String(sent()))).toMatchObject({ teamId: 4, campaignId: 7 });
  });

  it('fundraiserLogin posts user_handle, password and campaign_id', async () => {
    const { api, sent } = apiAnswering('fundraiser-login', {
      redirect: 'https://site.test/campaigns/run/start-fundraising/',
    });
    await fundraiserLogin(api, { user_handle: 'ann', password: 'pw' });
    expect(JSON.parse(String(sent()))).toEqual({ user_handle: 'ann', password: 'pw', campaign_id: 7 });
  });

  it('fundraiserCanJoinTeam rejects with the server message when joining is not allowed', async () => {
    const { api } = apiAnswering(
      'fundraiser-can-join-team',
      { code: 'p2p_cannot_join', message: 'You are already in a team.', data: { status: 403 } },
      403,
    );
    await expect(fundraiserCanJoinTeam(api)).rejects.toMatchObject({
      kind: 'http',
      message: 'You are already in a team.',
    });
  });

  it('updateFundraiserProfile sends multipart action, campaignId, goal, story and file', async () => {
    const { api, sent } = apiAnswering('update-fundraiser-profile', { redirect: '/start-fundraising/' });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await updateFundraiserProfile(api, { action: 'create', goal: 500, story: 'Why', file });
    const form = sent() as FormData;
    expect([...form.keys()]).toEqual(['action', 'campaignId', 'goal', 'story', 'file']);
    expect(form.get('campaignId')).toBe('7');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('createTeam and updateTeam send the team form, emails comma-separated, team_id only when updating', async () => {
    const fields = {
      name: 'Blue',
      goal: 2000,
      story: 'Go',
      access: 'private' as const,
      emails: ['a@b.test', 'c@d.test'],
    };
    const created = apiAnswering('create-team', { teamId: '12', redirect: '/register/create-profile/' });
    await expect(createTeam(created.api, fields)).resolves.toEqual({
      teamId: 12,
      redirect: '/register/create-profile/',
    });
    const createForm = created.sent() as FormData;
    expect(Object.fromEntries(createForm)).toEqual({
      action: 'create',
      campaign_id: '7',
      name: 'Blue',
      goal: '2000',
      story: 'Go',
      access: 'private',
      emails: 'a@b.test,c@d.test',
    });

    const updated = apiAnswering('update-team', { teamId: 12, redirect: '/team/12/' });
    await updateTeam(updated.api, 12, fields);
    expect((updated.sent() as FormData).get('team_id')).toBe('12');
  });
});
