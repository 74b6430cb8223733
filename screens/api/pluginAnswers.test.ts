import { describe, expect, it } from 'vitest';
import { fixture } from '../../tests/contract/fixtures';
import { fetchTeam } from './getTeam';
import { fetchTeamFundraisers } from './getTeamFundraisersAll';
import { sendTeamInvitationEmails } from './sendTeamInvitationEmails';
import { updateFundraiserProfile } from './updateFundraiserProfile';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';

/*
 * Issue 24's audit of the visitor side: the calls the visitor app shares with the admin contract (get-team,
 * get-team-fundraisers-all, send-team-invitation-emails) read the plugin's answers exactly as section 7 gives
 * them: string ids, a null captain, a string fundraiser_count, a null member name and the JSON `null` body.
 */
function api(answers: Parameters<typeof fakeFetch>[0]) {
  return { client: testClient(fakeFetch(answers)), campaignId: 12 };
}

describe('the visitor client reads the plugin answers section 7 describes', () => {
  it("get-team (7.5): the raw team row, with a string count and the owner's name or null", async () => {
    const team = await fetchTeam(api({ 'get-team': () => jsonResponse(fixture('get-team')) }), 3);
    expect(team).toMatchObject({ id: 3, owner_id: 203, captain: 'Carla Captain', fundraiser_count: 3, goal: 2000 });
    const alone = await fetchTeam(api({ 'get-team': () => jsonResponse(fixture('get-team.no-captain')) }), 4);
    expect(alone).toMatchObject({ id: 4, captain: '', owner_id: 0, access: 'private', fundraiser_count: 0 });
  });

  it('get-team-fundraisers-all (7.6): string ids and a member without a name', async () => {
    const members = await fetchTeamFundraisers(
      api({ 'get-team-fundraisers-all': () => jsonResponse(fixture('get-team-fundraisers-all')) }),
      3,
    );
    expect(members).toEqual([
      expect.objectContaining({ id: 21, name: 'Carla Captain', amount: 812.5, goal: 500 }),
      expect.objectContaining({ id: 24, name: '', amount: 0 }),
    ]);
  });

  it('a write answered with an empty body (the JSON text null) succeeds', async () => {
    const client = api({ 'send-team-invitation-emails': () => jsonResponse(null) });
    await expect(sendTeamInvitationEmails(client, 3)).resolves.toBeUndefined();
    // update-fundraiser-profile's answer is "not shown" in the SPEC: WordPress's empty answer reads as {}.
    const profile = api({ 'update-fundraiser-profile': () => jsonResponse(null) });
    await expect(
      updateFundraiserProfile(profile, { action: 'update', goal: 500, story: 'S', file: null }),
    ).resolves.toEqual({});
  });
});
