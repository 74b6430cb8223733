import { renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { teamDashboardSchema, useTeamDashboard } from './getTeamDashboard';
import { remindTeamMember } from './remindTeamMember';
import { removeTeamMember } from './removeTeamMember';
import { resendTeamInvitation } from './resendTeamInvitation';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';
import { readWrapper, sentRequest } from './testing/readWrapper';

const answer = {
  team: { id: 1, name: 'Clean Water Crew', goal: 5000, raised: 3120, status: 'active', url: 'https://x.test/team/1/' },
  members: [
    {
      fundraiser_id: 2,
      name: 'Ana Lima',
      profile_image: '',
      raised: 2410,
      goal: 1000,
      last_gift_at: '2026-11-28T17:05:00Z',
      is_captain: true,
      url: 'https://x.test/fundraiser/2/',
      status: 'active',
      last_reminded_at: null,
    },
  ],
  invitations: [{ id: 7, email: 'lee@example.org', sent_at: '2026-11-27T10:00:00Z', status: 'sent' }],
};

function api(name: string, body: unknown, status = 200) {
  const fetchImpl = fakeFetch({ [name]: () => jsonResponse(body, status) });
  const value: ApiContextValue = { client: testClient(fetchImpl), campaignId: 7 };
  const json = () => JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)) as unknown;
  return { api: value, fetchImpl, json };
}

describe('get-team-dashboard', () => {
  it('reads the documented answer as it is', () => {
    const parsed = v.parse(teamDashboardSchema, answer);
    expect(parsed.members[0]).toMatchObject({ fundraiser_id: 2, is_captain: true, last_reminded_at: null });
    expect(parsed.invitations[0]).toEqual(answer.invitations[0]);
  });

  it('accepts what WordPress sends: numeric strings, 1/0 flags, nulls and blanks, unknown statuses', () => {
    const parsed = v.parse(teamDashboardSchema, {
      team: { id: '1', name: 'Crew', goal: '5000', raised: null, url: '' },
      members: [
        {
          fundraiser_id: '5',
          name: null,
          raised: '',
          goal: '250.5',
          last_gift_at: ' ',
          is_captain: '0',
          status: 'odd',
        },
      ],
      invitations: [{ id: '8', email: 'a@b.test', sent_at: null, status: 'held' }],
    });
    expect(parsed.team).toMatchObject({ id: 1, goal: 5000, raised: 0 });
    expect(parsed.members[0]).toMatchObject({
      fundraiser_id: 5,
      name: '',
      raised: 0,
      goal: 250.5,
      last_gift_at: null,
      is_captain: false,
      status: 'active',
      last_reminded_at: null,
    });
    expect(parsed.invitations[0]).toMatchObject({ id: 8, sent_at: null, status: 'held' });
  });

  it('takes missing or null lists as empty', () => {
    const parsed = v.parse(teamDashboardSchema, { team: answer.team, members: null });
    expect(parsed.members).toEqual([]);
    expect(parsed.invitations).toEqual([]);
  });

  it('useTeamDashboard asks for the team by team_id and gives lists, never null', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ data: { ...answer, invitations: null } }));
    const { result } = renderHook(() => useTeamDashboard(1), { wrapper: readWrapper(fetchImpl) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(sentRequest(fetchImpl)).toEqual({
      endpoint: 'get-team-dashboard',
      method: 'GET',
      query: { team_id: '1' },
    });
    expect(result.current.data?.invitations).toEqual([]);
  });

  it('useTeamDashboard makes no request without a team', () => {
    const fetchImpl = vi.fn(async () => jsonResponse({}));
    renderHook(() => useTeamDashboard(0), { wrapper: readWrapper(fetchImpl) });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('captain writes', () => {
  it('remindTeamMember posts team, member and the trimmed message, and answers when', async () => {
    const call = api('remind-team-member', { data: { reminded_at: '2026-11-28T18:00:00Z' } });
    await expect(remindTeamMember(call.api, 1, 5, '  Hi Lee \n')).resolves.toEqual({
      reminded_at: '2026-11-28T18:00:00Z',
    });
    expect(call.json()).toEqual({ team_id: 1, fundraiser_id: 5, message: 'Hi Lee' });
  });

  it('remindTeamMember leaves a blank message out, so the host writes its own', async () => {
    const call = api('remind-team-member', {});
    const { reminded_at } = await remindTeamMember(call.api, 1, 5, '   ');
    expect(call.json()).toEqual({ team_id: 1, fundraiser_id: 5 });
    expect(Number.isNaN(Date.parse(reminded_at))).toBe(false);
  });

  it("remindTeamMember's refusal carries the host's sentence", async () => {
    const call = api(
      'remind-team-member',
      { code: 'recently_reminded', message: 'You can remind Lee again tomorrow at 18:00.', data: { status: 429 } },
      429,
    );
    await expect(remindTeamMember(call.api, 1, 5)).rejects.toMatchObject({
      status: 429,
      code: 'recently_reminded',
      message: 'You can remind Lee again tomorrow at 18:00.',
    });
  });

  it('resendTeamInvitation posts team and invitation', async () => {
    const call = api('resend-team-invitation', { data: { sent_at: '2026-11-28T18:00:00Z' } });
    await expect(resendTeamInvitation(call.api, 1, 7)).resolves.toEqual({ sent_at: '2026-11-28T18:00:00Z' });
    expect(call.json()).toEqual({ team_id: 1, invitation_id: 7 });
  });

  it('removeTeamMember posts team and member, no strategy, and reads the one the host chose', async () => {
    const call = api('remove-team-member', { data: { strategy: 'individual' } });
    await expect(removeTeamMember(call.api, 1, 5)).resolves.toEqual({ strategy: 'individual' });
    expect(call.json()).toEqual({ team_id: 1, fundraiser_id: 5 });
  });
});
