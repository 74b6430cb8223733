import { configure, screen, waitFor, within } from '@testing-library/react';
import baseUserEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { wpError, type AdminAnswers } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { fakeTeam, fakeTeamsAnswers, sampleTeams, type FakeTeam } from './testing/fakeTeams';

// The first render loads the lazy screen chunk, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// Load the lazy screen's module graph once, before the first test's clock starts.
beforeAll(async () => {
  await import('./TeamsScreen');
});

// No delay between keystrokes: the machine is shared, and the tests are about what crosses the wire.
const userEvent = baseUserEvent.setup({ delay: null });

function renderTeams(options: { path?: string; pageQuery?: string; teams?: FakeTeam[]; answers?: AdminAnswers } = {}) {
  const db = { teams: options.teams ?? sampleTeams() };
  const view = renderAdmin(undefined, {
    admin: adminFixture('teams'),
    path: options.path ?? '/',
    pageQuery: options.pageQuery ?? '',
    answers: { ...fakeTeamsAnswers(db), ...options.answers },
  });
  /** The queries of every get-teams read, in order. */
  const reads = () => view.calls('get-teams').map((request) => request.query);
  return { ...view, db, reads };
}

/** 23 teams (three pages), every other one pending; newest (highest id) first. */
function manyTeams() {
  return Array.from({ length: 23 }, (_, index) =>
    fakeTeam(index + 1, { team_status: index % 2 ? 'pending' : 'active' }),
  );
}

async function table() {
  return screen.findByRole('table', { name: 'Teams' });
}

async function rowOf(name: string) {
  const cell = await within(await table()).findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('teams screen: the list', () => {
  it('shows a page of teams with goal, members, captain, status and their links', async () => {
    const { reads } = renderTeams();
    const crew = await rowOf('Clean Water Crew');
    expect(reads()).toEqual([{ campaign_id: '7', page: '1', per_page: '10' }]);
    // One translatable sentence, raised before goal (a fragment "of" between two amounts cannot be translated).
    expect(within(crew).getByText('$312,500 of $1,250,000')).toBeInTheDocument();
    expect(within(crew).getByRole('link', { name: '3 Members' })).toHaveAttribute(
      'href',
      'https://site.test/wp-admin/admin.php?page=p2p-edit-campaign&id=7&tab=fundraisers&team=1',
    );
    expect(within(crew).getByText('Captain 1')).toBeInTheDocument();
    expect(within(crew).getByRole('link', { name: 'Edit Captain' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/add-team-captain-1$/),
    );
    expect(within(crew).getByRole('link', { name: 'Invite members' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/invite-team-members-1$/),
    );
    expect(within(crew).getByRole('link', { name: 'Edit Clean Water Crew' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/edit-team-1$/),
    );
    const view = within(crew).getByRole('link', { name: /View Clean Water Crew/ });
    expect(view).toHaveAttribute('href', 'https://site.test/campaigns/run/team/1/');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(crew).getByText('Approved')).toBeInTheDocument();
    expect(within(crew).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('offers Approve, Deny, Add Team Captain and the pending members link on a pending team', async () => {
    renderTeams();
    const paddlers = await rowOf('Pending Paddlers');
    expect(within(paddlers).getByRole('link', { name: 'Add Team Captain' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/add-team-captain-2$/),
    );
    expect(within(paddlers).queryByRole('link', { name: 'Edit Captain' })).toBeNull();
    expect(within(paddlers).getByRole('link', { name: '1 Pending approval' })).toHaveAttribute(
      'href',
      'https://site.test/wp-admin/admin.php?page=p2p-edit-campaign&id=7&tab=fundraisers&team=2&show=pending',
    );
    expect(within(paddlers).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(paddlers).getByRole('button', { name: 'Approve Pending Paddlers' })).toBeInTheDocument();
    expect(within(paddlers).getByRole('button', { name: 'Deny Pending Paddlers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/create-team$/),
    );
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Team pages' })).toBeNull();
  });

  it('passes axe with pending rows and a selection', async () => {
    const { container } = renderTeams();
    await rowOf('Pending Paddlers');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hill Runners' }));
    await expectNoAxeViolations(container);
  });

  it('pages: Page 2 is read and written to the hash; pagination shows above and below', async () => {
    const { reads, location } = renderTeams({ teams: manyTeams() });
    await rowOf('Team 23');
    expect(screen.getByRole('navigation', { name: 'Team pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Team pages, end of list' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Page 2' })[0]!);
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ page: '2' }));
    expect(location.history.at(-1)).toBe('/?page=2');
    await rowOf('Team 13');
  });

  it('filters by status and searches, back to page 1, both in the hash', async () => {
    const { reads, location } = renderTeams({ teams: manyTeams(), path: '/?page=2' });
    await rowOf('Team 13');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() =>
      expect(reads().at(-1)).toEqual({ campaign_id: '7', page: '1', per_page: '10', status: 'pending' }),
    );
    expect(location.history.at(-1)).toBe('/?status=pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'Team 1{Enter}');
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ status: 'pending', search: 'Team 1', page: '1' }));
    expect(location.history.at(-1)).toBe('/?status=pending&search=Team+1');
  });

  it('sorts on the server: descending first, then ascending, shown by aria-sort', async () => {
    const { reads, location } = renderTeams({ path: '/?status=pending' });
    await rowOf('Hill Runners');
    await userEvent.click(screen.getByRole('button', { name: /Goal/ }));
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ sort: 'goal', direction: 'desc', status: 'pending' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Goal/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await userEvent.click(screen.getByRole('button', { name: /Goal/ }));
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ sort: 'goal', direction: 'asc' }));
    expect(location.history.at(-1)).toBe('/?status=pending&sort=goal&direction=asc');
  });

  it.each([
    ['Team Name', 'name'],
    ['Status', 'status'],
  ])('sorts by %s on the server as "%s", in the hash', async (label, sort) => {
    const { reads, location } = renderTeams();
    await rowOf('Clean Water Crew');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
    await waitFor(() => expect(reads().at(-1)).toMatchObject({ sort, direction: 'desc' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    expect(location.history.at(-1)).toBe(`/?sort=${sort}&direction=desc`);
  });

  it('Reset goes back to every team in the default order', async () => {
    const { reads, location } = renderTeams({ path: '/?status=pending&search=hill&sort=goal&direction=asc' });
    await rowOf('Hill Runners');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reads().at(-1)).toEqual({ campaign_id: '7', page: '1', per_page: '10' }));
    expect(location.history.at(-1)).toBe('/');
    await rowOf('Clean Water Crew');
    expect(screen.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('');
  });

  it('restores the list from the hash after a reload', async () => {
    const { reads } = renderTeams({ path: '/?status=denied&search=dol&sort=name&direction=asc&page=1' });
    await rowOf('Denied Dolphins');
    expect(reads()[0]).toEqual({
      campaign_id: '7',
      page: '1',
      per_page: '10',
      status: 'denied',
      search: 'dol',
      sort: 'name',
      direction: 'asc',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('denied');
    expect(screen.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('dol');
    expect(screen.getByRole('columnheader', { name: /Team Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("starts from the page URL's status=pending when the hash names none; All is then written to the hash", async () => {
    const { reads, location } = renderTeams({ pageQuery: 'page=p2p-edit-campaign&id=7&tab=teams&status=pending' });
    await rowOf('Pending Paddlers');
    expect(reads()[0]).toMatchObject({ status: 'pending' });
    expect(screen.queryByText('Clean Water Crew')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await rowOf('Clean Water Crew');
    expect(reads().at(-1)).not.toHaveProperty('status');
    expect(location.history.at(-1)).toBe('/?status=all');
  });

  it('renders hostile team and captain names as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const { container } = renderTeams({
      teams: [fakeTeam(1, { team_name: hostile, captain: { fundraiser_id: 1, user_id: 1, name: `${hostile}!` } })],
    });
    expect(await within(await table()).findByText(hostile)).toBeInTheDocument();
    expect(screen.getByText(`${hostile}!`)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe("teams screen: the host's list extras (window.GiveP2P.features 'list-extras')", () => {
  it('with them: the search box, and a search sent', async () => {
    const { reads } = renderTeams({ path: '/?search=dol' });
    await rowOf('Denied Dolphins');
    expect(screen.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('dol');
    expect(reads()[0]).toMatchObject({ search: 'dol' });
  });

  it('without them (the plugin): no search box, and a hash asking for a search is ignored, not sent', async () => {
    const view = renderAdmin(undefined, {
      admin: adminFixture('teams', { config: { features: [] } }),
      path: '/?search=dol&status=pending',
      answers: fakeTeamsAnswers({ teams: sampleTeams() }),
    });
    await rowOf('Pending Paddlers');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(view.calls('get-teams').map((request) => request.query)).toEqual([
      { campaign_id: '7', page: '1', per_page: '10', status: 'pending' },
    ]);
    expect(screen.queryByText(/No teams found for/)).toBeNull();
  });

  it('without them: no Denied filter (the plugin answers 400 to status=denied); a hash asking for it reads all', async () => {
    const view = renderAdmin(undefined, {
      admin: adminFixture('teams', { config: { features: [] } }),
      path: '/?status=denied',
      answers: fakeTeamsAnswers({ teams: sampleTeams() }),
    });
    await rowOf('Pending Paddlers');
    expect(view.calls('get-teams').map((request) => request.query)).toEqual([
      { campaign_id: '7', page: '1', per_page: '10' },
    ]);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Denied');
  });
});

describe('teams screen: states', () => {
  it('shows "No teams found" with Create a team when the campaign has none', async () => {
    renderTeams({ teams: [] });
    expect(await screen.findByText('No teams found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a team' })).toHaveLength(2);
  });

  it('says when a search finds nothing, and shows every team again on request', async () => {
    const { reads } = renderTeams({ path: '/?search=zzz' });
    expect(await screen.findByText('No teams found for “zzz”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all teams' }));
    await rowOf('Clean Water Crew');
    expect(reads().at(-1)).not.toHaveProperty('search');
  });

  it('shows a load failure with the server message and tries again', async () => {
    let fail = true;
    const ok = fakeTeamsAnswers();
    renderTeams({
      answers: {
        'get-teams': (request) => {
          if (fail) return wpError(500, 'db_down', 'The database is resting.');
          const answer = ok['get-teams'];
          return typeof answer === 'function' ? answer(request) : { body: {} };
        },
      },
    });
    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await rowOf('Clean Water Crew');
  });

  it('shows a spinner while the first page loads', async () => {
    renderTeams({ answers: { 'get-teams': { pending: true } } });
    expect(await screen.findByRole('status', { name: 'Loading teams…' })).toBeInTheDocument();
  });
});

describe('teams screen: approvals', () => {
  it('approves a team: the request, the message and the row updated from the server', async () => {
    const { calls } = renderTeams();
    const row = await rowOf('Pending Paddlers');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Pending Paddlers' }));
    expect(await screen.findByText('Team “Pending Paddlers” approved.')).toBeInTheDocument();
    // Section 7.8: one team per call, its id as the row carries it.
    expect(calls('update-team-approval').map((request) => request.body)).toEqual([{ team_id: '2', status: 'active' }]);
    // Then, as the plugin's admin does (7.9), the invitations held while it was pending are mailed.
    expect(calls('send-team-invitation-emails').map((request) => request.body)).toEqual([{ team_id: '2' }]);
    await waitFor(async () =>
      expect(within(await rowOf('Pending Paddlers')).getByText('Approved')).toBeInTheDocument(),
    );
    expect(within(await rowOf('Pending Paddlers')).queryByRole('button', { name: /Approve/ })).toBeNull();
    // The flash takes focus, so the outcome is read out where the keyboard is.
    expect(screen.getByTestId('admin-flash')).toHaveFocus();
  });

  it('an approved team whose invitations could not be mailed: approved all the same, and the page says so', async () => {
    const { calls } = renderTeams({
      answers: { 'send-team-invitation-emails': wpError(500, 'mail_down', 'The mail server is resting.') },
    });
    const row = await rowOf('Pending Paddlers');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Pending Paddlers' }));
    expect(
      await screen.findByText(
        'Team “Pending Paddlers” approved. The invitations of 1 team could not be sent: its captain can send them from the team page.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Pending Paddlers')).getByText('Approved')).toBeInTheDocument(),
    );
    // Denying never mails.
    await userEvent.click(within(await rowOf('Hill Runners')).getByRole('button', { name: 'Deny Hill Runners' }));
    expect(await screen.findByText('Team “Hill Runners” denied.')).toBeInTheDocument();
    expect(calls('send-team-invitation-emails')).toHaveLength(1);
  });

  it('denies a team; a refusal shows the server message and leaves the row as it was', async () => {
    const { calls } = renderTeams({
      answers: { 'update-team-approval': wpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.') },
    });
    const row = await rowOf('Hill Runners');
    await userEvent.click(within(row).getByRole('button', { name: 'Deny Hill Runners' }));
    expect(await screen.findByText('Sorry, you are not allowed to do that.')).toBeInTheDocument();
    expect(calls('update-team-approval')[0]?.body).toEqual({ team_id: '3', status: 'denied' });
    expect(within(await rowOf('Hill Runners')).getByText('Pending Approval')).toBeInTheDocument();
  });

  it('bulk-approves the selected pending teams and reports what the server changed', async () => {
    const { calls } = renderTeams();
    await rowOf('Clean Water Crew');
    // Only pending rows can be selected.
    expect(screen.queryByRole('checkbox', { name: 'Select Clean Water Crew' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Denied Dolphins' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Pending Paddlers' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hill Runners' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('2 teams approved')).toBeInTheDocument();
    // One call per selected team (section 7.8 takes one id).
    const bodies = calls('update-team-approval').map((request) => request.body);
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { team_id: '2', status: 'active' },
        { team_id: '3', status: 'active' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    await waitFor(async () => expect(within(await rowOf('Hill Runners')).getByText('Approved')).toBeInTheDocument());
  });

  it('bulk-denies the selected pending teams: one denied call each, and the count the server changed', async () => {
    const { calls } = renderTeams();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Pending Paddlers' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hill Runners' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny selected' }));
    expect(await screen.findByText('2 teams denied')).toBeInTheDocument();
    expect(calls('update-team-approval').map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { team_id: '2', status: 'denied' },
        { team_id: '3', status: 'denied' },
      ]),
    );
    expect(calls('update-team-approval')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('keeps the selection when the bulk approval fails, so the admin can try again', async () => {
    renderTeams({
      answers: {
        'update-team-approval': () => ({
          status: 500,
          body: { code: 'db_down', message: 'The database is taking a nap.', data: { status: 500 } },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Pending Paddlers' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hill Runners' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(/The database is taking a nap\./)).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Pending Paddlers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Hill Runners' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
  });

  it('reports the teams the server changed, not the selection (400 update_failed: already approved)', async () => {
    renderTeams({
      answers: {
        'update-team-approval': ({ body }) =>
          body?.team_id === '3'
            ? { body: { message: 'Team updated' } }
            : { status: 400, body: { error: 'update_failed', message: 'Team not updated' } },
      },
    });
    await rowOf('Hill Runners');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all pending teams' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('1 team approved')).toBeInTheDocument();
  });
});

describe('teams screen: delete', () => {
  async function openDelete(name: string) {
    const row = await rowOf(name);
    await userEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    return screen.findByRole('dialog');
  }

  it('deletes a team and moves its members to the team chosen', async () => {
    const { calls, db } = renderTeams();
    const dialog = await openDelete('Clean Water Crew');
    const group = await within(dialog).findByRole('group', { name: 'What happens to its 3 members?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['deleteMembers', 'detachMembers', 'moveMembers']);
    await userEvent.click(within(group).getByRole('radio', { name: 'Move them to another team' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Move them to/ }), 'Hill Runners');
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Type Clean Water Crew to confirm/ }),
      'Clean Water Crew',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText('Team “Clean Water Crew” deleted; 3 members moved.')).toBeInTheDocument();
    expect(calls('delete-team-strategy')[0]?.body).toEqual({ team_id: 1, members: 'moveMembers', target_team_id: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Clean Water Crew')).toBeNull());
    expect(db.teams.find((team) => team.team_id === 3)?.fundraisers_total).toBe(6);
  });

  it('offers only what the server offers and sends that choice', async () => {
    const { calls } = renderTeams({
      answers: {
        'get-delete-team-strategy': {
          body: { team_id: 1, team_name: 'Clean Water Crew', members: 3, options: ['detachMembers'], teams: [] },
        },
      },
    });
    const dialog = await openDelete('Clean Water Crew');
    const group = await within(dialog).findByRole('group', { name: /What happens/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(
      within(group).getByRole('radio', { name: 'Keep them as campaign fundraisers without a team' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'Clean Water Crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(calls('delete-team-strategy')).toHaveLength(1));
    expect(calls('delete-team-strategy')[0]?.body).toEqual({ team_id: 1, members: 'detachMembers' });
  });

  it('asks for a choice before sending anything', async () => {
    const { calls } = renderTeams();
    const dialog = await openDelete('Clean Water Crew');
    await within(dialog).findByRole('group', { name: /What happens/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'Clean Water Crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await within(dialog).findByText('Choose what happens to the team’s members.')).toBeInTheDocument();
    expect(calls('delete-team-strategy')).toHaveLength(0);
  });

  it('keeps the choice and the typed name when the server refuses the strategy', async () => {
    const { calls } = renderTeams({
      answers: {
        'delete-team-strategy': wpError(422, 'invalid_member_strategy', 'That choice is not available for this team.'),
      },
    });
    const dialog = await openDelete('Clean Water Crew');
    const group = await within(dialog).findByRole('group', { name: /What happens/ });
    await userEvent.click(within(group).getByRole('radio', { name: /Keep them/ }));
    const phrase = within(dialog).getByRole('textbox', { name: /to confirm/ });
    await userEvent.type(phrase, 'Clean Water Crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await within(dialog).findByText('That choice is not available for this team.')).toBeInTheDocument();
    expect(calls('delete-team-strategy')[0]?.body).toEqual({ team_id: 1, members: 'detachMembers' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(phrase).toHaveValue('Clean Water Crew');
    expect(within(dialog).getByRole('radio', { name: /Keep them/ })).toBeChecked();
    // The server is asked again for what it allows now.
    await waitFor(() => expect(calls('get-delete-team-strategy')).toHaveLength(2));
  });
});
