import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeFetch, jsonResponse, testClient } from '../../api/testing/fakeFetch';
import { adminAddTeamCaptain } from './adminAddTeamCaptain';
import { adminCreateTeam } from './adminCreateTeam';
import { fetchAdminTeam } from './adminGetTeam';
import { adminSendTeamInvitationEmails } from './adminSendTeamInvitationEmails';
import { adminUpdateTeam } from './adminUpdateTeam';
import { adminUpdateTeamCaptain } from './adminUpdateTeamCaptain';

function api(answers: Parameters<typeof fakeFetch>[0]) {
  const fetchImpl = fakeFetch(answers);
  return { fetchImpl, api: { client: testClient(fetchImpl), campaignId: 7 } };
}

const init = (fetchImpl: ReturnType<typeof fakeFetch>, call = 0) => fetchImpl.mock.calls[call]?.[1];
const json = (fetchImpl: ReturnType<typeof fakeFetch>, call = 0): unknown =>
  JSON.parse(String(init(fetchImpl, call)?.body));
function fields(fetchImpl: ReturnType<typeof fakeFetch>, call = 0): Record<string, FormDataEntryValue> {
  const body = init(fetchImpl, call)?.body;
  if (!(body instanceof FormData)) throw new Error('Expected a multipart body');
  return Object.fromEntries(body.entries());
}

const profile = {
  name: 'River Runners',
  story: 'We run.',
  goal: 1_250_000,
  access: 'private' as const,
  notifyOfDonations: true,
};
/** What both the create and the update call send for `profile`, as multipart fields. */
const sentProfile = { campaignId: '7', goal: '1250000', access: 'private' };

describe('admin team wizard calls', () => {
  it('get-team reads the plugin row plus the host additions (captain_fundraiser, members, invitations)', async () => {
    const { api: a, fetchImpl } = api({
      'get-team': () =>
        jsonResponse({
          status: true,
          data: {
            id: '12',
            campaign_id: '7',
            owner_id: '9',
            name: 'Crew',
            story: '<p>Plain story</p>',
            goal: 12500,
            access: 'private',
            profile_image: '',
            status: 'pending',
            date_created: '2026-01-01 00:00:00',
            notify_of_fundraisers: false,
            notify_of_team_donations: true,
            captain: 'Ann',
            fundraiser_count: '1',
            captain_fundraiser: { fundraiser_id: 4, user_id: '9', name: 'Ann', email: 'ann@example.org' },
            members: [{ id: '4', name: 'Ann' }],
            invitations: [{ email: 'bo@example.org', sent: false }],
          },
        }),
    });
    const team = await fetchAdminTeam(a, 12);
    expect(new URL(String(fetchImpl.mock.calls[0]?.[0])).searchParams.get('team_id')).toBe('12');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(team).toMatchObject({
      id: 12,
      goal: 12500,
      story: 'Plain story',
      status: 'pending',
      notify_of_donations: true,
      captain: { fundraiser_id: 4, user_id: 9, email: 'ann@example.org' },
      members: [{ id: 4, name: 'Ann' }],
      invitations: [{ email: 'bo@example.org', sent: false }],
    });
  });

  it('get-team: an unreadable answer is a parse error', async () => {
    const base = { id: '3', campaign_id: '7', name: 'X', story: '', goal: 0, profile_image: '', captain: null };
    const { api: b } = api({ 'get-team': () => jsonResponse({ status: true, data: { ...base, access: 'secret' } }) });
    await expect(fetchAdminTeam(b, 3)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('admin-create-team posts multipart with the campaign, the whole goal, notify as true and the file', async () => {
    const { api: a, fetchImpl } = api({ 'admin-create-team': () => jsonResponse({ teamId: 41 }) });
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await expect(adminCreateTeam(a, { ...profile, file })).resolves.toEqual({ teamId: 41 });
    expect(init(fetchImpl)?.method).toBe('POST');
    const sent = fields(fetchImpl);
    expect(sent).toMatchObject({
      ...sentProfile,
      name: 'River Runners',
      story: 'We run.',
      notify_of_team_donations: 'true',
    });
    expect(sent.file).toBeInstanceOf(File);
    expect(sent).not.toHaveProperty('teamId');
  });

  it('admin-update-team posts multipart with the campaign and team ids, notify false and no file when none', async () => {
    const { api: a, fetchImpl } = api({ 'admin-update-team': () => jsonResponse({ teamId: '12' }) });
    await expect(adminUpdateTeam(a, 12, { ...profile, notifyOfDonations: false, file: null })).resolves.toEqual({
      teamId: 12,
    });
    const sent = fields(fetchImpl);
    expect(sent).toMatchObject({ ...sentProfile, teamId: '12', notify_of_team_donations: 'false' });
    expect(sent).not.toHaveProperty('file');
  });

  it('admin-add-team-captain sends the new captain as JSON with campaign, team, story and goal', async () => {
    const { api: a, fetchImpl } = api({ 'admin-add-team-captain': () => jsonResponse({ teamId: '12' }) });
    await expect(
      adminAddTeamCaptain(a, 12, {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.org',
        story: 'S',
        goal: 500,
      }),
    ).resolves.toEqual({ teamId: 12 });
    expect(json(fetchImpl)).toEqual({
      campaignId: 7,
      teamId: 12,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      story: 'S',
      goal: '500',
    });
  });

  it('admin-update-team-captain sends the chosen member as captain', async () => {
    const { api: a, fetchImpl } = api({ 'admin-update-team-captain': () => jsonResponse({ teamId: 12 }) });
    await adminUpdateTeamCaptain(a, 12, 4);
    expect(json(fetchImpl)).toEqual({ campaignId: 7, teamId: 12, captain: 4 });
  });

  it('admin-send-team-invitation-emails joins the addresses; reads sent and held, or counts all sent on null', async () => {
    const { api: a, fetchImpl } = api({
      'admin-send-team-invitation-emails': () => jsonResponse({ sent: 0, held: '2' }),
    });
    await expect(adminSendTeamInvitationEmails(a, 12, ['a@example.org', 'b@example.org'])).resolves.toEqual({
      sent: 0,
      held: 2,
    });
    expect(json(fetchImpl)).toEqual({ campaignId: 7, teamId: 12, emails: 'a@example.org,b@example.org' });

    const { api: plain } = api({ 'admin-send-team-invitation-emails': () => jsonResponse(null) });
    await expect(adminSendTeamInvitationEmails(plain, 12, ['a@example.org'])).resolves.toEqual({ sent: 1, held: 0 });

    const { api: b } = api({
      'admin-send-team-invitation-emails': () =>
        jsonResponse(
          { code: 'rest_invalid_param', message: 'Invalid email addresses: x@y.z', data: { status: 400 } },
          400,
        ),
    });
    const failure = adminSendTeamInvitationEmails(b, 12, ['x@y.z']);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Invalid email addresses: x@y.z' });
  });
});
