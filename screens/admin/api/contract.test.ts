import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allFixtures, fixture } from '../../../tests/contract/fixtures';
import { checkRequest, SECTION_7, type SentRequest } from '../../../tests/contract/requests';
import { WIRE, type WireCall } from '../../../tests/contract/wire';
import { createApiClient } from '../../api/client';
import { adminAddTeamCaptain, addTeamCaptainSchema } from './adminAddTeamCaptain';
import { adminAddWpUser } from './adminAddWpUser';
import { adminCreateFundraiser, fundraiserSavedSchema } from './adminCreateFundraiser';
import { adminCreateTeam } from './adminCreateTeam';
import { fetchAdminTeam, getTeamSchema, teamFundraisersAllSchema } from './adminGetTeam';
import { approvalResultSchema } from './adminList';
import { adminSendTeamInvitationEmails, invitationResultSchema } from './adminSendTeamInvitationEmails';
import { adminTeamSavedSchema } from './adminTeamProfile';
import { adminUpdateFundraiser } from './adminUpdateFundraiser';
import { adminUpdateTeam } from './adminUpdateTeam';
import { adminUpdateTeamCaptain, updateTeamCaptainSchema } from './adminUpdateTeamCaptain';
import { cloneCampaign, cloneCampaignSchema } from './cloneCampaign';
import { deleteFundraiser, deleteFundraiserResultSchema } from './deleteFundraiser';
import { deleteTeam, deleteTeamResultSchema } from './deleteTeam';
import { campaignsSchema, fetchCampaigns } from './getCampaigns';
import { deleteFundraiserStrategySchema, getDeleteFundraiserStrategy } from './getDeleteFundraiserStrategy';
import { getFundraiser, getFundraiserSchema } from './getFundraiser';
import { getTeamFundraisers, teamFundraisersSchema } from './getTeamFundraisers';
import { fetchTeams, teamsSchema } from './getTeams';
import { updateFundraiserApproval } from './updateFundraiserApproval';
import { sendApprovedTeamInvitations, updateTeamApproval } from './updateTeamApproval';

/** The client's schema for each call's 200 answer (error forms are read by the client's error reader). */
const CLIENT: Partial<Record<WireCall, v.GenericSchema>> = {
  'get-campaigns': campaignsSchema,
  'get-teams': teamsSchema,
  'get-team-fundraisers': teamFundraisersSchema,
  'get-fundraiser': getFundraiserSchema,
  'get-team': getTeamSchema,
  'get-team-fundraisers-all': teamFundraisersAllSchema,
  'update-team-approval': approvalResultSchema,
  'update-fundraiser-approval': approvalResultSchema,
  'clone-campaign': cloneCampaignSchema,
  'admin-add-wp-user': v.looseObject({ userId: v.number() }),
  'admin-create-fundraiser': fundraiserSavedSchema,
  'admin-update-fundraiser': fundraiserSavedSchema,
  'admin-create-team': adminTeamSavedSchema,
  'admin-update-team': adminTeamSavedSchema,
  'admin-add-team-captain': addTeamCaptainSchema,
  'admin-update-team-captain': updateTeamCaptainSchema,
  'admin-send-team-invitation-emails': invitationResultSchema,
  'get-delete-fundraiser-strategy': deleteFundraiserStrategySchema,
  'delete-fundraiser-strategy': deleteFundraiserResultSchema,
  'delete-team-strategy': deleteTeamResultSchema,
};

describe('contract fixtures (tests/contract, section 7)', () => {
  const fixtures = allFixtures();

  it.each(fixtures.map((f) => [f.file, f] as const))('%s is the plugin answer section 7 describes', (_file, f) => {
    const checked = v.safeParse(WIRE[f.call], f.body);
    expect(checked.success ? [] : checked.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual(
      [],
    );
  });

  it.each(fixtures.filter((f) => CLIENT[f.call]).map((f) => [f.file, f] as const))(
    '%s is read by the client',
    (_file, f) => {
      const schema = CLIENT[f.call];
      if (!schema) throw new Error('no schema');
      // The client reads an empty body (`null`) as {}.
      const checked = v.safeParse(schema, f.body === null ? {} : f.body);
      expect(checked.success ? [] : checked.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual(
        [],
      );
    },
  );

  it('every answer form of section 7 (each call, each error form) has a fixture', () => {
    const covered = new Set(fixtures.map((f) => f.call));
    expect(Object.keys(WIRE).filter((call) => !covered.has(call as WireCall))).toEqual([]);
  });
});

/** A fake plugin: answers each call with its fixture and keeps every request as it left the client. */
function pluginHost(overrides: Record<string, { status: number; body: unknown }> = {}) {
  const sent: SentRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const name = url.pathname.split('/').at(-1) ?? '';
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    let body: SentRequest['body'] = null;
    if (raw instanceof FormData) body = raw;
    else if (typeof raw === 'string') body = JSON.parse(raw) as Record<string, unknown>;
    sent.push({
      name,
      method: init?.method ?? 'GET',
      contentType: headers.get('Content-Type'),
      query: Object.fromEntries(url.searchParams),
      body,
    });
    const answer = overrides[name] ?? { status: 200, body: fixture(name) };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = {
    client: createApiClient({
      apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns',
      apiNonce: 'n',
      fetch: fetchImpl,
    }),
    campaignId: 12,
  };
  return { api, sent };
}

type Api = ReturnType<typeof pluginHost>['api'];
const member = { id: 21, name: 'Carla Captain', team_id: 3, team_name: 'Crew' };

/** Each error form of section 7 the client turns into a failure, and the call that meets it. */
const REFUSALS: Record<string, (api: Api) => Promise<unknown>> = {
  'get-fundraiser.404': (api) => getFundraiser(api, 99),
  'get-team.404': (api) => fetchAdminTeam(api, 99),
  'update-team-approval.404': (api) => updateTeamApproval(api, [99], 'active'),
  'update-fundraiser-approval.500': (api) => updateFundraiserApproval(api, [99], 'active'),
  'clone-campaign.404': (api) => cloneCampaign(api, 99),
  'admin-add-wp-user.404': (api) => adminAddWpUser(api, { firstName: 'A', lastName: 'B', email: 'a@example.org' }),
  'admin-add-team-captain.404': (api) =>
    adminAddTeamCaptain(api, 99, { firstName: 'A', lastName: 'B', email: 'a@example.org', story: 'S', goal: 5 }),
  'admin-update-team-captain.404': (api) => adminUpdateTeamCaptain(api, 3, 21),
  'admin-send-team-invitation-emails.404': (api) => adminSendTeamInvitationEmails(api, 99, ['a@example.org']),
  'get-delete-fundraiser-strategy.500': (api) => getDeleteFundraiserStrategy(api, member),
  'delete-fundraiser-strategy.500': (api) => deleteFundraiser(api, 21, 'teamOwner', 24),
  'delete-team-strategy.500': (api) => deleteTeam(api, { teamId: 3, members: 'deleteMembers', memberCount: 3 }),
};

const LIST = { page: 2, perPage: 10, direction: 'asc' as const, status: 'pending' as const, search: '' };

describe('the client against a host answering only as section 7 says', () => {
  it('sends every admin request with section 7 parameters, and reads every answer', async () => {
    const { api, sent } = pluginHost();
    const file = new File(['x'], 'a.png', { type: 'image/png' });

    const campaigns = await fetchCampaigns(api, { ...LIST, sort: 'campaign_title', status: 'draft' });
    expect(campaigns.rows[0]).toMatchObject({
      id: 12,
      title: 'Run for Clean Water',
      amount_raised: 12.34,
      teams_count: 4,
    });
    const teams = await fetchTeams(api, 12, { ...LIST, sort: 'name' });
    expect(teams.rows.map((t) => [t.team_id, t.team_status, t.captain?.fundraiser_id ?? null])).toEqual([
      [3, 'active', 103],
      [4, 'pending', null],
      [5, 'active', 105],
    ]);
    const fundraisers = await getTeamFundraisers(api, { ...LIST, sort: 'goal', team: 3 });
    expect(fundraisers.rows[2]).toMatchObject({ id: 23, team_id: 0, team_name: '', goal: 1250.5, status: 'active' });
    expect(fundraisers.rows[1]).toMatchObject({ status: 'pending', email: '', fundraiser_url: '' });
    expect(fundraisers.teams).toEqual([
      { id: 3, name: 'Clean Water Crew' },
      { id: 5, name: 'Team 5' },
    ]);
    await getTeamFundraisers(api, { ...LIST, sort: '', team: 'all' });
    expect(await getFundraiser(api, 21)).toMatchObject({
      id: 21,
      name: 'Fundraiser 21',
      story: 'I run.\n\nPlease give.',
    });
    const team = await fetchAdminTeam(api, 3);
    expect(team).toMatchObject({
      id: 3,
      captain: { fundraiser_id: 0, user_id: 203, name: 'Carla Captain', email: '' },
      members: [
        { id: 21, name: 'Carla Captain' },
        { id: 24, name: '' },
      ],
      invitations: [],
    });
    expect(await updateTeamApproval(api, [3, 4], 'active')).toEqual([3, 4]);
    expect(await sendApprovedTeamInvitations(api, [3, 4])).toBe(0);
    expect(await updateFundraiserApproval(api, [22], 'denied')).toEqual([22]);
    expect(await cloneCampaign(api, 12)).toEqual({ campaignId: undefined, title: '' });
    expect(await adminAddWpUser(api, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' })).toMatchObject({
      userId: 31,
    });
    const profile = { story: 'I run.', goal: 1250, notifyOfDonations: true, file };
    expect(await adminCreateFundraiser(api, 31, { ...profile, teamId: 3 })).toBe(52);
    expect(await adminUpdateFundraiser(api, 52, { ...profile, teamId: 0, file: null })).toBe(52);
    const teamProfile = {
      name: 'Crew',
      story: 'We run.',
      goal: 2000,
      access: 'private' as const,
      notifyOfDonations: false,
    };
    expect(await adminCreateTeam(api, { ...teamProfile, file })).toEqual({ teamId: 41 });
    expect(await adminUpdateTeam(api, 41, teamProfile)).toEqual({ teamId: 41 });
    await adminAddTeamCaptain(api, 41, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      story: 'S',
      goal: 500,
    });
    await adminUpdateTeamCaptain(api, 41, 21);
    expect(await adminSendTeamInvitationEmails(api, 41, ['a@example.org', ' b@example.org'])).toEqual({
      sent: 2,
      held: 0,
    });
    const strategy = await getDeleteFundraiserStrategy(api, {
      id: 21,
      name: 'Carla Captain',
      team_id: 3,
      team_name: 'Crew',
    });
    expect(strategy).toMatchObject({ strategy: 'teamOwner', team: { id: 3, name: 'Crew' }, members: [{ id: 24 }] });
    expect(await deleteFundraiser(api, 21, 'teamOwner', 24)).toEqual({ deleted_team: false });
    expect(await deleteTeam(api, { teamId: 3, members: 'deleteMembers', memberCount: 3 })).toBe(3);

    const problems = sent.flatMap((request) => checkRequest(request).map((p) => `${request.name}: ${p}`));
    expect(problems).toEqual([]);
    // Every call of section 7 the admin screens use was sent at least once.
    expect([...new Set(sent.map((request) => request.name))].sort()).toEqual(Object.keys(SECTION_7).sort());
  });

  it('an approval the plugin refuses as unchanged (400 update_failed) is skipped, not a failure', async () => {
    const { api } = pluginHost({
      'update-team-approval': { status: 400, body: fixture('update-team-approval.400') },
    });
    expect(await updateTeamApproval(api, [3], 'active')).toEqual([]);
  });

  it('after an approval, a team with nothing to mail (400, empty body) is no failure; a 500 is one team unmailed', async () => {
    const refused = pluginHost({
      'send-team-invitation-emails': { status: 400, body: fixture('send-team-invitation-emails.400') },
    });
    expect(await sendApprovedTeamInvitations(refused.api, [3])).toBe(0);
    const broken = pluginHost({ 'send-team-invitation-emails': { status: 500, body: null } });
    expect(await sendApprovedTeamInvitations(broken.api, [3, 4])).toBe(2);
    expect(broken.sent.map((request) => request.body)).toEqual([{ team_id: '3' }, { team_id: '4' }]);
  });

  it('a 400 with an empty body (null) is an error with the generic message', async () => {
    const { api } = pluginHost({
      'admin-send-team-invitation-emails': { status: 400, body: fixture('send-team-invitation-emails.400') },
    });
    await expect(adminSendTeamInvitationEmails(api, 3, ['a@example.org'])).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    });
  });

  it('the empty forms: no rows, teams as [] and a team without captain', async () => {
    const { api } = pluginHost({
      'get-teams': { status: 200, body: fixture('get-teams.empty') },
      'get-team-fundraisers': { status: 200, body: fixture('get-team-fundraisers.no-teams') },
      'get-team': { status: 200, body: fixture('get-team.no-captain') },
      'get-team-fundraisers-all': { status: 200, body: { data: [] } },
    });
    expect((await fetchTeams(api, 12, { ...LIST, sort: '' })).rows).toEqual([]);
    expect((await getTeamFundraisers(api, { ...LIST, sort: '', team: 'all' })).teams).toEqual([]);
    expect(await fetchAdminTeam(api, 4)).toMatchObject({
      captain: null,
      status: 'pending',
      access: 'private',
      members: [],
    });
  });

  it.each(Object.entries(REFUSALS))(
    '%s reaches the page as the plugin’s own message, in plain text',
    async (form, send) => {
      const [call, status] = form.split('.');
      const body = fixture(form) as { message: string };
      const { api } = pluginHost({ [call ?? '']: { status: Number(status), body } });
      const error: unknown = await send(api).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toMatchObject({ kind: 'http', status: Number(status) });
      const message = (error as Error).message;
      expect(message).not.toMatch(/[<>]/);
      // The fatal error's HTML becomes its sentences; the plugin's plain messages arrive as they are.
      expect(message).toBe(
        body.message.startsWith('<p>')
          ? 'There has been a critical error on this website. Learn more about troubleshooting WordPress.'
          : body.message,
      );
    },
  );

  it('every error fixture is either a refusal above or an answer the client reads as no failure', () => {
    const errorForms = allFixtures()
      .map((f) => f.call)
      .filter((call) => /\.\d{3}$/.test(call));
    const noFailure = ['update-team-approval.400', 'update-fundraiser-approval.400', 'send-team-invitation-emails.400'];
    expect([...new Set(errorForms)].filter((form) => !(form in REFUSALS) && !noFailure.includes(form))).toEqual([]);
  });

  it('the checker catches a request the plugin would not take', () => {
    expect(
      checkRequest({
        name: 'update-team-approval',
        method: 'POST',
        contentType: 'application/json',
        query: {},
        body: { team_ids: [3], status: 'active' },
      }),
    ).toEqual(['team_id is missing', 'team_ids is not a parameter of update-team-approval']);
  });

  it("the checker takes the lists' extras only when the host advertises 'list-extras'", () => {
    const list: SentRequest = {
      name: 'get-team-fundraisers',
      method: 'GET',
      contentType: null,
      query: { campaign_id: '12', team_id: 'none', sort: 'amount_raised', direction: 'desc', search: 'ann' },
      body: null,
    };
    expect(checkRequest(list)).toEqual([
      `team_id="none" is the 'list-extras' extension, which the host does not advertise`,
      `sort="amount_raised" is the 'list-extras' extension, which the host does not advertise`,
      `search="ann" is the 'list-extras' extension, which the host does not advertise`,
    ]);
    expect(checkRequest(list, ['list-extras'])).toEqual([]);
    // Another value the plugin refuses stays a problem with the feature.
    expect(checkRequest({ ...list, query: { campaign_id: '12', sort: 'raised' } }, ['list-extras'])).toEqual([
      'sort="raised" should be one of , goal, date_created, status, team_captain, team_id',
    ]);
  });
});
