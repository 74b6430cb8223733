import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WIRE, type WireCall } from '../../tests/contract/wire.ts';
import { type Client, hostPerFile, formData } from '../testing/harness.ts';

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

/** The endpoint a wire call names: the call without its status suffix ('get-team.404' → 'get-team'). */
function endpoint(call: WireCall): string {
  return call.replace(/\.\d+$/, '');
}

function get(call: WireCall, query: Record<string, string | number>, status = 200) {
  return answer(call, endpoint(call), { query }, status);
}

function postJson(call: WireCall, json: Record<string, unknown>, status = 200) {
  return answer(call, endpoint(call), { method: 'POST', json }, status);
}

function postForm(call: WireCall, fields: Record<string, string>) {
  return answer(call, endpoint(call), { method: 'POST', form: formData(fields) });
}

describe('the reference host answers in section 7 shapes', () => {
  it('the lists: get-campaigns, get-teams, get-team-fundraisers (with and without teams)', async () => {
    const campaigns = await get('get-campaigns', {});
    expect((campaigns.data as unknown[]).length).toBeGreaterThan(0);
    const teams = await get('get-teams', { campaign_id: 1 });
    expect((teams.data as unknown[]).length).toBeGreaterThan(0);
    const fundraisers = await get('get-team-fundraisers', { campaign_id: 1 });
    expect(Object.keys(fundraisers.teams as object).length).toBeGreaterThan(0);
    // A campaign without teams answers teams: [].
    const all = (await (await admin.api('get-campaigns', { query: { per_page: 100 } })).json()) as {
      data: Array<{ campaign_id: string; teams_total: number }>;
    };
    const teamless = all.data.find((c) => c.teams_total === 0);
    expect(teamless).toBeDefined();
    const empty = await get('get-team-fundraisers', { campaign_id: teamless?.campaign_id ?? '' });
    expect(empty.teams).toEqual([]);
    await get('get-teams', { campaign_id: teamless?.campaign_id ?? '' });
  });

  it('the single reads: get-fundraiser, get-team (as an administrator), get-team-fundraisers-all, get-delete-fundraiser-strategy', async () => {
    await get('get-fundraiser', { fundraiserId: 1 });
    await get('get-team', { team_id: 1 });
    const members = await get('get-team-fundraisers-all', { team_id: 1 });
    expect((members.data as unknown[]).length).toBeGreaterThan(1);
    await get('get-delete-fundraiser-strategy', { fundraiser_id: 2 });
  });

  it('the 404 forms carry the plugin’s status beside the WordPress error fields', async () => {
    await get('get-team.404', { team_id: 9999 }, 404);
    await get('get-fundraiser.404', { fundraiserId: 9999 }, 404);
    await postJson('update-team-approval.404', { team_id: '9999', status: 'active' }, 404);
    await postJson('clone-campaign.404', { campaign_id: 9999 }, 404);
    await postJson(
      'admin-add-wp-user.404',
      { campaignId: 9999, firstName: 'No', lastName: 'Campaign', email: 'no.campaign@example.org' },
      404,
    );
    await postJson('admin-update-team-captain.404', { campaignId: 9999, teamId: 1, captain: 1 }, 404);
  });

  it('approvals answer {message}, and 400 update_failed when nothing changes', async () => {
    await postJson('update-team-approval', { team_id: '9', status: 'active' });
    await postJson('update-team-approval.400', { team_id: '9', status: 'active' }, 400);
    await postJson('update-fundraiser-approval', { fundraiser_id: '3', status: 'active' });
    await postJson('update-fundraiser-approval.400', { fundraiser_id: '3', status: 'active' }, 400);
  });

  it('the writes: clone, add user, fundraiser and team wizards, captains, invitations, deletes', async () => {
    await postJson('clone-campaign', { campaign_id: 1 });
    const user = await postJson('admin-add-wp-user', {
      campaignId: 1,
      firstName: 'Wire',
      lastName: 'Check',
      email: 'wire.check@example.org',
    });
    const created = await postForm('admin-create-fundraiser', {
      campaignId: '1',
      userId: String(user.userId),
      story: 'S',
      goal: '500',
      notify_of_donations: 'true',
    });
    await postForm('admin-update-fundraiser', {
      fundraiserId: String(created.fundraiserId),
      story: 'S2',
      goal: '600',
      notify_of_donations: 'false',
    });
    const team = await postForm('admin-create-team', {
      campaignId: '1',
      name: 'Wire Crew',
      story: 'S',
      goal: '1000',
      access: 'public',
    });
    const teamId = String(team.teamId);
    await postForm('admin-update-team', {
      campaignId: '1',
      teamId,
      name: 'Wire Crew 2',
      story: 'S',
      goal: '1000',
      access: 'private',
    });
    const captain = await postJson('admin-add-team-captain', {
      campaignId: 1,
      teamId,
      firstName: 'Cap',
      lastName: 'Tain',
      email: 'cap.tain@example.org',
      story: 'S',
      goal: '500',
    });
    await postJson('admin-send-team-invitation-emails', {
      campaignId: 1,
      teamId,
      emails: 'a.wire@example.org,b.wire@example.org',
    });
    // The team's captain handed to another member (Wire Check, moved into the team first).
    await postForm('admin-update-fundraiser', {
      fundraiserId: String(created.fundraiserId),
      teamId,
      story: 'S2',
      goal: '600',
    });
    await postJson('admin-update-team-captain', { campaignId: 1, teamId, captain: Number(created.fundraiserId) });
    // And back to the captain added above, so Wire Check leaves as a plain member.
    await postJson('admin-update-team-captain', { campaignId: 1, teamId, captain: Number(captain.fundraiserId) });
    await get('get-team', { team_id: teamId });
    await postJson('delete-fundraiser-strategy', { strategy: 'teamMember', fundraiser_id: created.fundraiserId });
    await postJson('delete-team-strategy', { team_id: teamId, members: 'deleteMembers' });
  });
});
