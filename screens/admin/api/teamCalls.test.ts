import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, testClient } from '../../api/testing/fakeFetch';
import { deleteTeam } from './deleteTeam';
import { fetchDeleteTeamStrategy } from './getDeleteTeamStrategy';
import { fetchTeams } from './getTeams';
import { updateTeamApproval } from './updateTeamApproval';

function api(answers: Parameters<typeof fakeFetch>[0]) {
  const fetchImpl = fakeFetch(answers);
  return { fetchImpl, api: { client: testClient(fetchImpl), campaignId: 7 } };
}

function body(fetchImpl: ReturnType<typeof fakeFetch>, call = 0): unknown {
  return JSON.parse(String(fetchImpl.mock.calls[call]?.[1]?.body));
}

const row = {
  team_id: '3',
  team_name: 'Crew',
  team_goal: 1000,
  amount_raised: 250,
  profile_image: '',
  date_created: '2026-01-01 00:00:00',
  team_status: false,
  team_captains: [],
  fundraisers_total: 2,
  fundraisers_pending: 1,
  // The reference host's additions.
  approval_status: 'denied',
  access: 'private',
};

describe('admin team calls', () => {
  it('get-teams sends the campaign and only the non-default list params, and reads the rows and statuses', async () => {
    const { api: a, fetchImpl } = api({
      'get-teams': () =>
        jsonResponse({
          status: true,
          data: [row],
          total: 11,
          pages: 2,
          statuses: { active: 'Approved', pending: 'P' },
        }),
    });
    const page = await fetchTeams(a, 7, {
      page: 2,
      perPage: 10,
      sort: 'goal',
      direction: 'asc',
      status: 'pending',
      search: ' crew ',
    });
    expect(Object.fromEntries(new URL(String(fetchImpl.mock.calls[0]?.[0])).searchParams)).toEqual({
      campaign_id: '7',
      page: '2',
      per_page: '10',
      sort: 'goal',
      direction: 'asc',
      status: 'pending',
      search: 'crew',
    });
    expect(page.rows[0]).toMatchObject({
      team_id: 3,
      team_goal: 1000,
      fundraisers_pending: 1,
      captain: null,
      team_status: 'denied',
      team_url: '',
    });
    expect(page.statuses).toEqual([
      { value: 'active', label: 'Approved' },
      { value: 'pending', label: 'P' },
    ]);
    expect(page.pages).toBe(2);
  });

  it('update-team-approval posts one {team_id, status} per team and answers the ids changed', async () => {
    const { api: a, fetchImpl } = api({
      'update-team-approval': (_url, init) =>
        String(init?.body).includes('"4"')
          ? jsonResponse({ error: 'update_failed', message: 'Team not updated' }, 400)
          : jsonResponse({ message: 'Team updated' }),
    });
    expect(await updateTeamApproval(a, [3, 4], 'active')).toEqual([3]);
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(body(fetchImpl, 0)).toEqual({ team_id: '3', status: 'active' });
    expect(body(fetchImpl, 1)).toEqual({ team_id: '4', status: 'active' });
  });

  it('get-delete-team-strategy keeps only the options it knows', async () => {
    const { api: a } = api({
      'get-delete-team-strategy': () =>
        jsonResponse({
          team_id: 3,
          team_name: 'Crew',
          members: 2,
          options: ['deleteMembers', 'somethingNew', 'moveMembers'],
          teams: [{ id: 4, name: 'Other' }],
        }),
    });
    expect(await fetchDeleteTeamStrategy(a, { team_id: 3, team_name: 'Crew', fundraisers_total: 2 })).toMatchObject({
      options: ['deleteMembers', 'moveMembers'],
      teams: [{ id: 4, name: 'Other' }],
    });
  });

  it('get-delete-team-strategy missing on the server (the plugin: 404 rest_no_route) offers deleting the members', async () => {
    const { api: a } = api({
      'get-delete-team-strategy': () =>
        jsonResponse({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }, 404),
    });
    expect(await fetchDeleteTeamStrategy(a, { team_id: 3, team_name: 'Crew', fundraisers_total: 2 })).toEqual({
      team_id: 3,
      team_name: 'Crew',
      members: 2,
      options: ['deleteMembers'],
      teams: [],
    });
  });

  it('delete-team-strategy sends a target only when moving members; the plugin answer counts the members', async () => {
    const { api: a, fetchImpl } = api({
      'delete-team-strategy': (_url, init) =>
        String(init?.body).includes('moveMembers')
          ? jsonResponse({ strategy: null, fundraiser: null, members_affected: 2 })
          : jsonResponse({ strategy: null, fundraiser: null }),
    });
    expect(await deleteTeam(a, { teamId: 3, members: 'moveMembers', targetTeamId: 4, memberCount: 5 })).toBe(2);
    expect(await deleteTeam(a, { teamId: 3, members: 'detachMembers', targetTeamId: 4, memberCount: 5 })).toBe(5);
    expect(body(fetchImpl, 0)).toEqual({ team_id: 3, members: 'moveMembers', target_team_id: 4 });
    expect(body(fetchImpl, 1)).toEqual({ team_id: 3, members: 'detachMembers' });
  });
});
