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
  team_goal: '1000',
  amount_raised: 250,
  profile_image: null,
  date_created: '2026-01-01T00:00:00Z',
  team_status: 'pending',
  access: 'private',
  team_url: 'https://site.test/c/team/3/',
  captain: null,
  fundraisers_total: 2,
  fundraisers_pending: '1',
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
    expect(page.rows[0]).toMatchObject({ team_id: 3, team_goal: 1000, fundraisers_pending: 1, captain: null });
    expect(page.statuses).toEqual([
      { value: 'active', label: 'Approved' },
      { value: 'pending', label: 'P' },
    ]);
    expect(page.pages).toBe(2);
  });

  it('update-team-approval posts the ids and status and answers the ids changed', async () => {
    const { api: a, fetchImpl } = api({ 'update-team-approval': () => jsonResponse({ status: true, updated: ['4'] }) });
    expect(await updateTeamApproval(a, [3, 4], 'active')).toEqual([4]);
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(body(fetchImpl)).toEqual({ team_ids: [3, 4], status: 'active' });
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
    expect(await fetchDeleteTeamStrategy(a, 3)).toMatchObject({
      options: ['deleteMembers', 'moveMembers'],
      teams: [{ id: 4, name: 'Other' }],
    });
  });

  it('delete-team sends a target only when moving members', async () => {
    const { api: a, fetchImpl } = api({ 'delete-team': () => jsonResponse({ status: true, members_affected: 2 }) });
    expect(await deleteTeam(a, { teamId: 3, members: 'moveMembers', targetTeamId: 4 })).toBe(2);
    await deleteTeam(a, { teamId: 3, members: 'detachMembers', targetTeamId: 4 });
    expect(body(fetchImpl, 0)).toEqual({ team_id: 3, members: 'moveMembers', target_team_id: 4 });
    expect(body(fetchImpl, 1)).toEqual({ team_id: 3, members: 'detachMembers' });
  });
});
