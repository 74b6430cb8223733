import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { createTeam } from './createTeam';
import { fundraiserCanJoinTeam } from './fundraiserCanJoinTeam';
import { fundraiserLogin } from './fundraiserLogin';
import { registerFundraiser } from './registerFundraiser';
import { registerJoinTeam } from './registerJoinTeam';
import { createFundraiserJoinTeam } from './createFundraiserJoinTeam';
import { createFundraiserProfile } from './createFundraiserProfile';
import { fundraiserJoinTeam } from './fundraiserJoinTeam';
import { sendPasswordResetEmail } from './sendPasswordResetEmail';
import { sendTeamInvitationEmails } from './sendTeamInvitationEmails';
import { fakeFetch, jsonResponse, TEST_API_ROOT, testClient } from './testing/fakeFetch';
import { updateFundraiserProfile } from './updateFundraiserProfile';
import { updateTeam } from './updateTeam';

function apiAnswering(name: string, body: unknown, status = 200) {
  const fetchImpl = fakeFetch({ [name]: () => jsonResponse(body, status) });
  const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: 7 };
  const sent = () => fetchImpl.mock.calls[0]?.[1]?.body;
  /** What crossed the wire: the endpoint path, the method and the JSON body. */
  const request = () => {
    const [input, init] = fetchImpl.mock.calls[0] ?? [];
    return {
      path: new URL(String(input)).pathname,
      method: init?.method,
      json: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  };
  return { api, sent, request };
}

const API_PATH = new URL(TEST_API_ROOT).pathname;

describe('write calls', () => {
  it('registerFundraiser posts the SPEC 3 registration fields with campaign_id', async () => {
    const { api, sent, request } = apiAnswering('register-fundraiser', { redirect: '/create-team/' });
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
    expect(request().method).toBe('POST');
  });

  it('registerJoinTeam posts teamId and campaignId (camelCase, as SPEC 7 names them)', async () => {
    const { api, sent, request } = apiAnswering('register-join-team', { redirect: '/register/create-profile/' });
    await registerJoinTeam(api, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      password: 'secret1',
      password2: 'secret1',
      teamId: 4,
    });
    expect(JSON.parse(String(sent()))).toMatchObject({ teamId: 4, campaignId: 7 });
    expect(request().method).toBe('POST');
  });

  it('fundraiserLogin posts user_handle, password and campaign_id', async () => {
    const { api, sent, request } = apiAnswering('fundraiser-login', {
      redirect: 'https://site.test/campaigns/run/start-fundraising/',
    });
    await fundraiserLogin(api, { user_handle: 'ann', password: 'pw' });
    expect(JSON.parse(String(sent()))).toEqual({ user_handle: 'ann', password: 'pw', campaign_id: 7 });
    expect(request().method).toBe('POST');
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
    const { api, sent, request } = apiAnswering('update-fundraiser-profile', { redirect: '/start-fundraising/' });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await updateFundraiserProfile(api, { action: 'create', goal: 500, story: 'Why', file });
    const form = sent() as FormData;
    expect([...form.keys()]).toEqual(['action', 'campaignId', 'goal', 'story', 'file']);
    expect(form.get('campaignId')).toBe('7');
    expect((form.get('file') as File).name).toBe('me.png');
    expect(request().method).toBe('POST');
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
    expect(created.request()).toMatchObject({ path: `${API_PATH}/create-team`, method: 'POST' });

    const updated = apiAnswering('update-team', { teamId: 12, redirect: '/team/12/' });
    await updateTeam(updated.api, 12, fields);
    const updateForm = updated.sent() as FormData;
    expect(Object.fromEntries(updateForm)).toEqual({
      ...Object.fromEntries(createForm),
      action: 'update',
      team_id: '12',
    });
    expect(updated.request()).toMatchObject({ path: `${API_PATH}/update-team`, method: 'POST' });
  });

  it('fundraiserCanJoinTeam posts the campaignId and resolves when joining is allowed', async () => {
    const { api, request } = apiAnswering('fundraiser-can-join-team', {});
    await expect(fundraiserCanJoinTeam(api)).resolves.toBeUndefined();
    expect(request()).toEqual({
      path: `${API_PATH}/fundraiser-can-join-team`,
      method: 'POST',
      json: { campaignId: 7 },
    });
  });

  it('createFundraiserProfile posts the registration of a logged-in user with campaign_id', async () => {
    const { api, request } = apiAnswering('create-fundraiser-profile', { redirect: '/create-team/' });
    const fields = { firstName: 'Ann', lastName: 'Lee', email: 'ann@site.test', team_captain: false };
    await expect(createFundraiserProfile(api, fields)).resolves.toEqual({ redirect: '/create-team/' });
    expect(request()).toEqual({
      path: `${API_PATH}/create-fundraiser-profile`,
      method: 'POST',
      json: { ...fields, campaign_id: 7 },
    });
  });

  it('createFundraiserJoinTeam posts the names, teamId and campaignId of a logged-in user', async () => {
    const { api, request } = apiAnswering('create-fundraiser-join-team', { redirect: '/register/create-profile/' });
    const fields = { firstName: 'Ann', lastName: 'Lee', email: 'ann@site.test', teamId: 4, invite: 'tok' };
    await expect(createFundraiserJoinTeam(api, fields)).resolves.toEqual({ redirect: '/register/create-profile/' });
    expect(request()).toEqual({
      path: `${API_PATH}/create-fundraiser-join-team`,
      method: 'POST',
      json: { ...fields, campaignId: 7 },
    });
  });

  it('fundraiserJoinTeam posts teamId and campaignId, and the invitation token only when there is one', async () => {
    const open = apiAnswering('fundraiser-join-team', { redirect: '/team/4/' });
    await expect(fundraiserJoinTeam(open.api, 4)).resolves.toEqual({ redirect: '/team/4/' });
    expect(open.request()).toEqual({
      path: `${API_PATH}/fundraiser-join-team`,
      method: 'POST',
      json: { teamId: 4, campaignId: 7 },
    });

    const invited = apiAnswering('fundraiser-join-team', { redirect: '/team/5/' });
    await fundraiserJoinTeam(invited.api, 5, 'tok-1');
    expect(invited.request().json).toEqual({ teamId: 5, campaignId: 7, invite: 'tok-1' });
  });

  it('sendPasswordResetEmail posts the user handle and campaign_id', async () => {
    const { api, request } = apiAnswering('send-password-reset-email', {});
    await expect(sendPasswordResetEmail(api, 'ann@site.test')).resolves.toBeUndefined();
    expect(request()).toEqual({
      path: `${API_PATH}/send-password-reset-email`,
      method: 'POST',
      json: { user_handle: 'ann@site.test', campaign_id: 7 },
    });
  });

  it('sendTeamInvitationEmails posts the team_id', async () => {
    const { api, request } = apiAnswering('send-team-invitation-emails', {});
    await expect(sendTeamInvitationEmails(api, 12)).resolves.toBeUndefined();
    expect(request()).toEqual({
      path: `${API_PATH}/send-team-invitation-emails`,
      method: 'POST',
      json: { team_id: 12 },
    });
  });
});
