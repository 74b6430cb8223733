import { configure, screen, waitFor, within } from '@testing-library/react';
import baseUserEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/contract/fixtures';
import { checkRequest } from '../../../tests/contract/requests';
import { wpError, type AdminAnswers, type AdminRequest } from './adminFetch';
import { adminFixture } from './fixtures';
import { renderAdmin } from './renderAdmin';

/**
 * An open modal that takes clicks. Radix disables the page's pointer events as the dialog mounts and enables the
 * dialog's own on the render after: a click in between (seen on a loaded CI machine) meets `pointer-events: none`.
 */
async function openedDialog(options?: { name: string }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options);
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

/*
 * Issue 24's "done when": the three admin lists and the two wizards against a server that answers only as the
 * plugin does (the contract fixtures of tests/contract, nothing of the reference host's additions) and whose
 * window.GiveP2P advertises no feature. Every request the screens send here goes through the section 7 checker
 * (tests/contract/requests.ts) after each test, so an extension sent to the plain plugin fails the flow that sent it.
 */

configure({ asyncUtilTimeout: 10_000 });
const userEvent = baseUserEvent.setup({ delay: null });

beforeAll(async () => {
  await Promise.all([
    import('../campaigns/CampaignsScreen'),
    import('../teams/TeamsScreen'),
    import('../fundraisers/FundraisersScreen'),
    import('../team-wizard/TeamWizardCaptain'),
    import('../team-wizard/TeamWizardInvite'),
    import('../fundraiser-wizard/FundraiserWizardCreateUser'),
    import('../fundraiser-wizard/FundraiserWizardProfile'),
    import('../fundraiser-wizard/FundraiserEdit'),
    import('../team-wizard/TeamWizardProfile'),
    import('../team-wizard/TeamWizardDone'),
  ]);
});

/** The requests of the running test, and every request of the file (what the flows covered). */
let sent: AdminRequest[] = [];
const sentInFile: AdminRequest[] = [];

/**
 * Our call that the screens try before falling back to what the plugin does (host/README.md): the plugin answers
 * 404 rest_no_route, which the teams test below answers and checks.
 */
const OURS_WITH_FALLBACK = ['get-delete-team-strategy'];

afterEach(() => {
  const problems = sent
    .filter((request) => !OURS_WITH_FALLBACK.includes(request.name))
    .flatMap((request) =>
      checkRequest({ ...request, body: request.form ?? request.body }).map(
        (problem) => `${request.name} ${request.url.search}: ${problem}`,
      ),
    );
  sentInFile.push(...sent);
  sent = [];
  expect(problems).toEqual([]);
});

const body = (name: string) => ({ body: fixture(name) });

/** A screen of the plugin's admin page: no feature advertised. */
function render(screenName: 'campaigns' | 'teams' | 'fundraisers', answers: AdminAnswers, path = '/') {
  const view = renderAdmin(undefined, { admin: adminFixture(screenName, { config: { features: [] } }), answers, path });
  sent = view.requests;
  return view;
}

async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('the admin lists against the plugin’s own answers', () => {
  it('campaigns: rows, money with cents, and Duplicate with the empty (null) answer', async () => {
    const { calls } = render('campaigns', {
      'get-campaigns': body('get-campaigns'),
      'clone-campaign': body('clone-campaign'),
    });
    const row = await rowOf('Run for Clean Water');
    expect(row.getByText(/\$12/)).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Duplicate “Run for Clean Water”' }));
    const dialog = await openedDialog({ name: 'Duplicate campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Campaign duplicated.')).toBeInTheDocument();
    expect(calls('clone-campaign')[0]?.body).toEqual({ campaign_id: 12 });
  });

  it('teams: rows with the captain from team_captains, approve one per call, delete with the members', async () => {
    const { calls } = render('teams', {
      'get-teams': body('get-teams'),
      'update-team-approval': body('update-team-approval'),
      'send-team-invitation-emails': body('send-team-invitation-emails'),
      'get-delete-team-strategy': wpError(404, 'rest_no_route', 'No route was found matching the URL.'),
      'delete-team-strategy': body('delete-team-strategy'),
    });
    expect((await rowOf('Clean Water Crew')).getByText('Captain 3')).toBeInTheDocument();
    const pending = await rowOf('Team 4');
    expect(pending.getByText('Add Team Captain')).toBeInTheDocument();
    await userEvent.click(pending.getByRole('button', { name: 'Approve Team 4' }));
    expect(await screen.findByText('Team “Team 4” approved.')).toBeInTheDocument();
    expect(calls('update-team-approval').map((call) => call.body)).toEqual([{ team_id: '4', status: 'active' }]);
    // As the plugin's admin does after an approve (7.9): the team's held invitations, an empty 200.
    expect(calls('send-team-invitation-emails').map((call) => call.body)).toEqual([{ team_id: '4' }]);

    await userEvent.click((await rowOf('Team 5')).getByRole('button', { name: 'Delete Team 5' }));
    const dialog = await openedDialog();
    const group = await within(dialog).findByRole('group', { name: /What happens/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['deleteMembers']);
    await userEvent.click(within(group).getByRole('radio'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'Team 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(calls('delete-team-strategy')).toHaveLength(1));
    expect(calls('delete-team-strategy')[0]?.body).toMatchObject({ team_id: 5 });
    // The plugin does not say how many: the row’s count (3) is reported.
    expect(await screen.findByText(/Team “Team 5” and its 3 members deleted/)).toBeInTheDocument();
  });

  it('fundraisers: rows with their team, the team filter from the teams map, deny one', async () => {
    const { calls } = render('fundraisers', {
      'get-team-fundraisers': body('get-team-fundraisers'),
      'update-fundraiser-approval': body('update-fundraiser-approval'),
    });
    expect((await rowOf('Carla Captain')).getByText('Clean Water Crew')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Team 5' })).toBeInTheDocument();
    await userEvent.click((await rowOf('Fundraiser 22')).getByRole('button', { name: /^Deny Fundraiser 22/ }));
    await waitFor(() =>
      expect(calls('update-fundraiser-approval')[0]?.body).toEqual({ fundraiser_id: '22', status: 'denied' }),
    );
  });

  it('fundraisers of a campaign without teams (teams: [])', async () => {
    render('fundraisers', { 'get-team-fundraisers': body('get-team-fundraisers.no-teams') });
    expect(await screen.findByText('Fundraiser 23')).toBeInTheDocument();
  });

  it('campaigns: the empty answer (get-campaigns.empty) shows the first-campaign state', async () => {
    render('campaigns', { 'get-campaigns': body('get-campaigns.empty') });
    expect(await screen.findByText('Ready to start fundraising?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toBeInTheDocument();
  });

  it('campaigns: sort by title and page 2', async () => {
    const { calls } = render('campaigns', { 'get-campaigns': body('get-campaigns') });
    await rowOf('Run for Clean Water');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(calls('get-campaigns').at(-1)?.query).toMatchObject({ sort: 'campaign_title' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Page 2' })[0] as HTMLElement);
    await waitFor(() => expect(calls('get-campaigns').at(-1)?.query).toMatchObject({ page: '2' }));
  });

  it('teams: deny one, then approve and deny the selected (one call per team)', async () => {
    const { calls } = render('teams', {
      'get-teams': body('get-teams'),
      'update-team-approval': body('update-team-approval'),
      // The fixture's team 4 stays pending, so the plugin finds it not active: a 400 with an empty body.
      'send-team-invitation-emails': { status: 400, body: fixture('send-team-invitation-emails.400') },
    });
    await userEvent.click((await rowOf('Team 4')).getByRole('button', { name: 'Deny Team 4' }));
    expect(await screen.findByText('Team “Team 4” denied.')).toBeInTheDocument();
    // The plugin's row stays pending (the fixture does not change): it can be selected again.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Team 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('Team “Team 4” approved.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Team 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny selected' }));
    await waitFor(() => expect(calls('update-team-approval')).toHaveLength(3));
    expect(calls('update-team-approval').map((call) => call.body)).toEqual([
      { team_id: '4', status: 'denied' },
      { team_id: '4', status: 'active' },
      { team_id: '4', status: 'denied' },
    ]);
  });

  it('teams: filter by status and sort by name', async () => {
    const { calls } = render('teams', { 'get-teams': body('get-teams') });
    await rowOf('Team 4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(calls('get-teams').at(-1)?.query).toMatchObject({ status: 'pending' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Team Name/ })).getByRole('button'));
    await waitFor(() => expect(calls('get-teams').at(-1)?.query).toMatchObject({ sort: 'name' }));
  });

  it('fundraisers: a hash asking for the extras (Raised sort, No team, search) sends none of them', async () => {
    const { calls } = render(
      'fundraisers',
      { 'get-team-fundraisers': body('get-team-fundraisers') },
      '/?team=none&search=carla&sort=amount_raised&direction=asc',
    );
    await rowOf('Carla Captain');
    expect(calls('get-team-fundraisers')[0]?.query).toEqual({ campaign_id: '7', page: '1', per_page: '10' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team' }), '3');
    await waitFor(() => expect(calls('get-team-fundraisers').at(-1)?.query).toMatchObject({ team_id: '3' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Goal/ })).getByRole('button'));
    await waitFor(() => expect(calls('get-team-fundraisers').at(-1)?.query).toMatchObject({ sort: 'goal' }));
  });

  it('fundraisers: approve and deny the selected; the 400 update_failed answer is shown as no change', async () => {
    let refuse = false;
    const { calls } = render('fundraisers', {
      'get-team-fundraisers': body('get-team-fundraisers'),
      'update-fundraiser-approval': () =>
        refuse ? { status: 400, body: fixture('update-fundraiser-approval.400') } : body('update-fundraiser-approval'),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Fundraiser 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('Fundraiser “Fundraiser 22” approved.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Fundraiser 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny selected' }));
    expect(await screen.findByText('Fundraiser “Fundraiser 22” denied.')).toBeInTheDocument();
    refuse = true;
    await userEvent.click((await rowOf('Fundraiser 22')).getByRole('button', { name: /^Approve Fundraiser 22/ }));
    expect(await screen.findByText('No fundraiser changed: they already had that status.')).toBeInTheDocument();
    expect(screen.queryByText('Fundraiser “Fundraiser 22” approved.')).toBeNull();
    expect(calls('update-fundraiser-approval').map((call) => call.body)).toEqual([
      { fundraiser_id: '22', status: 'active' },
      { fundraiser_id: '22', status: 'denied' },
      { fundraiser_id: '22', status: 'active' },
    ]);
  });

  it('fundraisers: delete a captain with the plain strategy answer, the new captain from get-team-fundraisers-all', async () => {
    const { calls } = render('fundraisers', {
      'get-team-fundraisers': body('get-team-fundraisers'),
      'get-delete-fundraiser-strategy': body('get-delete-fundraiser-strategy'),
      'get-team-fundraisers-all': body('get-team-fundraisers-all'),
      'delete-fundraiser-strategy': body('delete-fundraiser-strategy'),
    });
    await userEvent.click((await rowOf('Carla Captain')).getByRole('button', { name: /^Delete Carla Captain/ }));
    const dialog = await openedDialog();
    const captain = await within(dialog).findByRole('combobox', { name: /New team captain/ });
    await userEvent.selectOptions(captain, '24');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Carla Captain/ }), 'Carla Captain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('admin-flash')).toHaveTextContent(/Carla Captain/);
    expect(calls('delete-fundraiser-strategy').map((call) => call.body)).toEqual([
      { strategy: 'teamOwner', fundraiser_id: 21, new_team_owner_fundraiser_id: 24 },
    ]);
    expect(calls('get-team-fundraisers-all')[0]?.query).toEqual({ team_id: '3' });
  });
});

describe('the admin wizards against the plugin’s own answers', () => {
  it('team wizard, plain get-team: the captain by name only, members from get-team-fundraisers-all', async () => {
    const { calls } = render(
      'teams',
      {
        'get-team': body('get-team'),
        'get-team-fundraisers-all': body('get-team-fundraisers-all'),
        'admin-update-team-captain': body('admin-update-team-captain'),
        'admin-send-team-invitation-emails': body('admin-send-team-invitation-emails'),
      },
      '/add-team-captain-3',
    );
    expect(
      await screen.findByText('The captain now is Carla Captain. Choose someone else to replace them.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /An existing member/ }));
    const member = screen.getByRole('combobox', { name: /^Member/ });
    expect(within(member).getByRole('option', { name: 'Carla Captain' })).toBeInTheDocument();
    await userEvent.selectOptions(member, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByRole('heading', { name: 'Invite members to Clean Water Crew' })).toBeInTheDocument();
    expect(calls('admin-update-team-captain').map((call) => call.body)).toEqual([
      { campaignId: 7, teamId: 3, captain: 24 },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: /Email addresses/ }), 'a@example.org, b@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(calls('admin-send-team-invitation-emails')).toHaveLength(1));
    expect(calls('admin-send-team-invitation-emails')[0]?.body).toMatchObject({
      teamId: 3,
      emails: 'a@example.org,b@example.org',
    });
  });

  it('team wizard, create: the profile (multipart), a new captain, invitations, then Done, all on plain answers', async () => {
    const { calls, location } = render(
      'teams',
      {
        'admin-create-team': body('admin-create-team'),
        'get-team': body('get-team.no-captain'),
        'get-team-fundraisers-all': { body: { data: [] } },
        'admin-add-team-captain': body('admin-add-team-captain'),
        'admin-send-team-invitation-emails': body('admin-send-team-invitation-emails'),
      },
      '/create-team',
    );
    await userEvent.type(await screen.findByLabelText(/^Team name/), 'River Runners');
    await userEvent.click(screen.getByRole('button', { name: 'Create team and continue' }));
    // The plugin answers `{teamId: 41}` (an int); the next steps read the team back (get-team's plain answer).
    expect(await screen.findByRole('heading', { name: 'Add a captain to Clean Water Crew' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/add-team-captain-41');
    expect(calls('admin-create-team')[0]?.body).toMatchObject({ campaignId: '7', name: 'River Runners' });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByRole('heading', { name: 'Invite members to Clean Water Crew' })).toBeInTheDocument();
    // The later steps write to the id get-team answered (the fixture's "4"), as numbers in JSON.
    expect(calls('admin-add-team-captain')[0]?.body).toMatchObject({ teamId: 4, email: 'ann@example.org' });
    await userEvent.type(screen.getByRole('textbox', { name: /Email addresses/ }), 'a@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    // The plugin's empty answer (null): every address counted as sent; Continue leads to the summary.
    expect(await screen.findByText('1 invitation sent.')).toBeInTheDocument();
    expect(calls('admin-send-team-invitation-emails')[0]?.body).toMatchObject({ teamId: 4, emails: 'a@example.org' });
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Team created: Clean Water Crew' })).toBeInTheDocument();
  });

  it('team edit: prefilled from the plain get-team, saved with admin-update-team (its id a string)', async () => {
    const { calls } = render(
      'teams',
      {
        'get-team': body('get-team'),
        'get-team-fundraisers-all': body('get-team-fundraisers-all'),
        'admin-update-team': body('admin-update-team'),
        'get-teams': body('get-teams'),
      },
      '/edit-team-3',
    );
    expect(await screen.findByRole('heading', { name: 'Edit team: Clean Water Crew' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Team name/), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByTestId('admin-flash')).toHaveTextContent('Team updated');
    expect(calls('admin-update-team')[0]?.body).toMatchObject({ teamId: '3', name: 'Clean Water Crew 2' });
  });

  it('fundraiser edit: the story from wpautop HTML as text, saved with admin-update-fundraiser', async () => {
    const { calls } = render(
      'fundraisers',
      {
        'get-fundraiser': body('get-fundraiser'),
        'get-team-fundraisers': body('get-team-fundraisers'),
        'admin-update-fundraiser': body('admin-update-fundraiser'),
      },
      '/edit-fundraiser-21',
    );
    const story = await screen.findByLabelText(/^Story/);
    expect(story).toHaveValue('I run.\n\nPlease give.');
    await userEvent.type(story, ' Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Save fundraiser' }));
    await waitFor(() => expect(calls('admin-update-fundraiser')).toHaveLength(1));
    expect(calls('admin-update-fundraiser')[0]?.body).toMatchObject({
      fundraiserId: '21',
      story: 'I run.\n\nPlease give. Thanks!',
    });
    expect(await screen.findByTestId('admin-flash')).toBeInTheDocument();
  });

  it('fundraiser wizard: the plugin’s 404 on the user step shows its message and keeps the values', async () => {
    render(
      'fundraisers',
      { 'admin-add-wp-user': { status: 404, body: fixture('admin-add-wp-user.404') } },
      '/create-wp-user',
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lee');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Fundraiser already exists/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ann@example.org');
  });

  it('fundraiser wizard: the user, then the profile (multipart) with the plugin’s answers', async () => {
    const { calls, location } = render(
      'fundraisers',
      {
        'admin-add-wp-user': body('admin-add-wp-user'),
        'get-team-fundraisers': body('get-team-fundraisers'),
        'admin-create-fundraiser': body('admin-create-fundraiser'),
        'get-fundraiser': body('get-fundraiser'),
      },
      '/create-wp-user',
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lee');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create fundraiser' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/fundraiser-created-52'));
    expect(calls('admin-create-fundraiser')[0]?.body).toMatchObject({ campaignId: '7', userId: '31', goal: '500' });
  });
});

describe('what the flows above sent', () => {
  it('covers sort, filter, page, approve, deny, bulk, duplicate, delete and the wizard writes', () => {
    const names = new Set(sentInFile.map((request) => request.name));
    for (const name of [
      'clone-campaign',
      'update-team-approval',
      'send-team-invitation-emails',
      'update-fundraiser-approval',
      'delete-team-strategy',
      'delete-fundraiser-strategy',
      'admin-add-wp-user',
      'admin-create-fundraiser',
      'admin-update-fundraiser',
      'admin-create-team',
      'admin-update-team',
      'admin-add-team-captain',
      'admin-update-team-captain',
      'admin-send-team-invitation-emails',
    ]) {
      expect(names, name).toContain(name);
    }
    const queries = sentInFile.map((request) => request.query);
    expect(queries.some((query) => query.sort)).toBe(true);
    expect(queries.some((query) => query.status)).toBe(true);
    expect(queries.some((query) => query.team_id)).toBe(true);
    expect(queries.some((query) => query.page === '2')).toBe(true);
  });
});
