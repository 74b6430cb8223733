import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, testClient } from '../api/testing/fakeFetch';
import type { TeamFields } from '../api/teamForm';
import { saveTeam } from './saveTeam';

const fields: TeamFields = {
  name: 'Crew',
  story: 'Story',
  goal: '1500',
  access: 'public',
  emails: ['a@example.org', 'b@example.org'],
  file: null,
};

function setup(answers: Parameters<typeof fakeFetch>[0]) {
  const fetch = fakeFetch(answers);
  const api = { client: testClient(fetch), campaignId: 7 };
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => ({
      name: new URL(String(input)).pathname.split('/').at(-1),
      body: init?.body,
    }));
  return { api, calls };
}

describe('saveTeam', () => {
  it('create: sends the invitations after create-team, with the new teamId', async () => {
    const { api, calls } = setup({
      'create-team': () => jsonResponse({ teamId: 41, redirect: '/register/create-profile/' }),
      'send-team-invitation-emails': () => jsonResponse({ sent: 2 }),
    });
    await expect(saveTeam(api, { mode: 'create' }, fields)).resolves.toEqual({
      teamId: 41,
      redirect: '/register/create-profile/',
      invitationsSent: true,
    });
    const [create, invite] = calls();
    expect(create?.name).toBe('create-team');
    const form = create?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      action: 'create',
      campaign_id: '7',
      name: 'Crew',
      goal: '1500',
      story: 'Story',
      access: 'public',
      emails: 'a@example.org,b@example.org',
    });
    expect(invite?.name).toBe('send-team-invitation-emails');
    expect(JSON.parse(String(invite?.body))).toEqual({ team_id: 41 });
    expect(calls()).toHaveLength(2);
  });

  it('sends no invitation call without addresses', async () => {
    const { api, calls } = setup({ 'create-team': () => jsonResponse({ teamId: 41, redirect: '/team/41/' }) });
    await saveTeam(api, { mode: 'create' }, { ...fields, emails: [] });
    expect(calls().map((call) => call.name)).toEqual(['create-team']);
  });

  it('update: sends team_id and invites for that team', async () => {
    const { api, calls } = setup({
      'update-team': () => jsonResponse({ teamId: 1, redirect: '/team/1/' }),
      'send-team-invitation-emails': () => jsonResponse({ sent: 2 }),
    });
    await saveTeam(api, { mode: 'update', teamId: 1 }, fields);
    const [update, invite] = calls();
    expect((update?.body as FormData | undefined)?.get('team_id')).toBe('1');
    expect((update?.body as FormData | undefined)?.get('action')).toBe('update');
    expect(JSON.parse(String(invite?.body))).toEqual({ team_id: 1 });
  });

  it('a failed save throws and sends no invitations', async () => {
    const { api, calls } = setup({
      'create-team': () => jsonResponse({ code: 'internal_server_error', message: 'Database is down.' }, 500),
    });
    await expect(saveTeam(api, { mode: 'create' }, fields)).rejects.toThrow('Database is down.');
    expect(calls()).toHaveLength(1);
  });

  it('a failed invitation call does not undo the saved team, and says why', async () => {
    const { api } = setup({
      'create-team': () => jsonResponse({ teamId: 41, redirect: '/team/41/' }),
      'send-team-invitation-emails': () =>
        jsonResponse({ code: 'internal_server_error', message: 'Mail is down.' }, 500),
    });
    await expect(saveTeam(api, { mode: 'create' }, fields)).resolves.toMatchObject({
      teamId: 41,
      redirect: '/team/41/',
      invitationsSent: false,
      invitationError: 'Mail is down.',
    });
  });
});
