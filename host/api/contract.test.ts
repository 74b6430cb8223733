import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WIRE, type WireCall } from '../../tests/contract/wire.ts';
import { type Client, hostPerFile } from '../testing/harness.ts';

/*
 * The reference host's admin answers run through the same section 7 schemas as the fixtures in tests/contract,
 * so the host and the plugin's wire format cannot drift apart again (issue 24).
 */

const { client: admin } = hostPerFile('admin@example.org');

function problems(call: WireCall, body: unknown): string[] {
  const checked = v.safeParse(WIRE[call], body);
  return checked.success ? [] : checked.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

async function answer(
  call: WireCall,
  name: string,
  init: Parameters<Client['api']>[1],
  status = 200,
): Promise<Record<string, unknown>> {
  const res = await admin.api(name, init);
  const text = await res.text();
  expect(`${res.status} ${text.slice(0, 300)}`).toMatch(new RegExp(`^${status} `));
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(problems(call, body)).toEqual([]);
  return body;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe('the reference host answers in section 7 shapes', () => {
  it('the lists: get-campaigns, get-teams, get-team-fundraisers (with and without teams)', async () => {
    const campaigns = await answer('get-campaigns', 'get-campaigns', { query: {} });
    expect((campaigns.data as unknown[]).length).toBeGreaterThan(0);
    const teams = await answer('get-teams', 'get-teams', { query: { campaign_id: 1 } });
    expect((teams.data as unknown[]).length).toBeGreaterThan(0);
    const fundraisers = await answer('get-team-fundraisers', 'get-team-fundraisers', { query: { campaign_id: 1 } });
    expect(Object.keys(fundraisers.teams as object).length).toBeGreaterThan(0);
    // A campaign without teams answers teams: [].
    const all = (await (await admin.api('get-campaigns', { query: { per_page: 100 } })).json()) as {
      data: Array<{ campaign_id: string; teams_total: number }>;
    };
    const teamless = all.data.find((c) => c.teams_total === 0);
    expect(teamless).toBeDefined();
    const empty = await answer('get-team-fundraisers', 'get-team-fundraisers', {
      query: { campaign_id: teamless?.campaign_id ?? '' },
    });
    expect(empty.teams).toEqual([]);
    await answer('get-teams', 'get-teams', { query: { campaign_id: teamless?.campaign_id ?? '' } });
  });

  it('the single reads: get-fundraiser, get-team (as an administrator), get-team-fundraisers-all, get-delete-fundraiser-strategy', async () => {
    await answer('get-fundraiser', 'get-fundraiser', { query: { fundraiserId: 1 } });
    await answer('get-team', 'get-team', { query: { team_id: 1 } });
    const members = await answer('get-team-fundraisers-all', 'get-team-fundraisers-all', { query: { team_id: 1 } });
    expect((members.data as unknown[]).length).toBeGreaterThan(1);
    await answer('get-delete-fundraiser-strategy', 'get-delete-fundraiser-strategy', { query: { fundraiser_id: 2 } });
  });

  it('the 404 forms carry the plugin’s status beside the WordPress error fields', async () => {
    const missing = { query: { team_id: 9999 } };
    await answer('get-team.404', 'get-team', missing, 404);
    await answer('get-fundraiser.404', 'get-fundraiser', { query: { fundraiserId: 9999 } }, 404);
    await answer(
      'update-team-approval.404',
      'update-team-approval',
      {
        method: 'POST',
        json: { team_id: '9999', status: 'active' },
      },
      404,
    );
    await answer('clone-campaign.404', 'clone-campaign', { method: 'POST', json: { campaign_id: 9999 } }, 404);
    await answer(
      'admin-add-wp-user.404',
      'admin-add-wp-user',
      {
        method: 'POST',
        json: { campaignId: 9999, firstName: 'No', lastName: 'Campaign', email: 'no.campaign@example.org' },
      },
      404,
    );
    await answer(
      'admin-update-team-captain.404',
      'admin-update-team-captain',
      {
        method: 'POST',
        json: { campaignId: 9999, teamId: 1, captain: 1 },
      },
      404,
    );
  });

  it('approvals answer {message}, and 400 update_failed when nothing changes', async () => {
    await answer('update-team-approval', 'update-team-approval', {
      method: 'POST',
      json: { team_id: '9', status: 'active' },
    });
    await answer(
      'update-team-approval.400',
      'update-team-approval',
      {
        method: 'POST',
        json: { team_id: '9', status: 'active' },
      },
      400,
    );
    await answer('update-fundraiser-approval', 'update-fundraiser-approval', {
      method: 'POST',
      json: { fundraiser_id: '3', status: 'active' },
    });
    await answer(
      'update-fundraiser-approval.400',
      'update-fundraiser-approval',
      { method: 'POST', json: { fundraiser_id: '3', status: 'active' } },
      400,
    );
  });

  it('the writes: clone, add user, fundraiser and team wizards, captains, invitations, deletes', async () => {
    await answer('clone-campaign', 'clone-campaign', { method: 'POST', json: { campaign_id: 1 } });
    const user = await answer('admin-add-wp-user', 'admin-add-wp-user', {
      method: 'POST',
      json: { campaignId: 1, firstName: 'Wire', lastName: 'Check', email: 'wire.check@example.org' },
    });
    const created = await answer('admin-create-fundraiser', 'admin-create-fundraiser', {
      method: 'POST',
      form: form({
        campaignId: '1',
        userId: String(user.userId),
        story: 'S',
        goal: '500',
        notify_of_donations: 'true',
      }),
    });
    await answer('admin-update-fundraiser', 'admin-update-fundraiser', {
      method: 'POST',
      form: form({
        fundraiserId: String(created.fundraiserId),
        story: 'S2',
        goal: '600',
        notify_of_donations: 'false',
      }),
    });
    const team = await answer('admin-create-team', 'admin-create-team', {
      method: 'POST',
      form: form({ campaignId: '1', name: 'Wire Crew', story: 'S', goal: '1000', access: 'public' }),
    });
    const teamId = String(team.teamId);
    await answer('admin-update-team', 'admin-update-team', {
      method: 'POST',
      form: form({ campaignId: '1', teamId, name: 'Wire Crew 2', story: 'S', goal: '1000', access: 'private' }),
    });
    const captain = await answer('admin-add-team-captain', 'admin-add-team-captain', {
      method: 'POST',
      json: {
        campaignId: 1,
        teamId,
        firstName: 'Cap',
        lastName: 'Tain',
        email: 'cap.tain@example.org',
        story: 'S',
        goal: '500',
      },
    });
    await answer('admin-send-team-invitation-emails', 'admin-send-team-invitation-emails', {
      method: 'POST',
      json: { campaignId: 1, teamId, emails: 'a.wire@example.org,b.wire@example.org' },
    });
    // The team's captain handed to another member (Wire Check, moved into the team first).
    await answer('admin-update-fundraiser', 'admin-update-fundraiser', {
      method: 'POST',
      form: form({ fundraiserId: String(created.fundraiserId), teamId, story: 'S2', goal: '600' }),
    });
    await answer('admin-update-team-captain', 'admin-update-team-captain', {
      method: 'POST',
      json: { campaignId: 1, teamId, captain: Number(created.fundraiserId) },
    });
    // And back to the captain added above, so Wire Check leaves as a plain member.
    await answer('admin-update-team-captain', 'admin-update-team-captain', {
      method: 'POST',
      json: { campaignId: 1, teamId, captain: Number(captain.fundraiserId) },
    });
    await answer('get-team', 'get-team', { query: { team_id: teamId } });
    await answer('delete-fundraiser-strategy', 'delete-fundraiser-strategy', {
      method: 'POST',
      json: { strategy: 'teamMember', fundraiser_id: created.fundraiserId },
    });
    await answer('delete-team-strategy', 'delete-team-strategy', {
      method: 'POST',
      json: { team_id: teamId, members: 'deleteMembers' },
    });
  });
});
