import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { pngFile } from '../../../tests/setup/imageFiles';
import { wpError, type AdminAnswer } from '../testing/adminFetch';
import { adminTeamAnswer } from './testing/teamWizardFixtures';
import { fill } from './testing/fill';
import { renderWizard } from './testing/renderWizard';
import { preloadWizardStep } from './testing/warmUp';

preloadWizardStep(() => Promise.all([import('./TeamWizardProfile'), import('./TeamWizardCaptain')]));

/** Answers one call in turn: the first answer, then the next…, repeating the last. */
function inTurn(...answers: AdminAnswer[]): () => AdminAnswer {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] as AdminAnswer;
}

const logo = pngFile('logo.png');

async function fillNewTeam(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, await screen.findByLabelText(/^Team name/), 'River Runners');
  await fill(user, screen.getByLabelText(/^Team story/), 'We run along the river.');
  await fill(user, screen.getByLabelText(/^Team goal/), '1,250,000');
  await user.click(screen.getByRole('radio', { name: /Closed \(invite only\)/ }));
  await user.upload(screen.getByLabelText(/^Team image/, { selector: 'input' }), logo);
  await user.click(screen.getByRole('checkbox', { name: /Notify the team of donations/ }));
}

const expectedCreate = {
  campaignId: '7',
  name: 'River Runners',
  story: 'We run along the river.',
  goal: '1250000',
  access: 'private',
  file: '[file logo.png]',
  notify_of_team_donations: 'false',
};

describe('team wizard: profile step', () => {
  it('starts a new team from the campaign defaults at step 1 of 4', async () => {
    renderWizard('/create-team');
    expect(await screen.findByRole('heading', { name: 'Create a team' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team goal \(\$\)/)).toHaveValue('2,000');
    expect(screen.getByLabelText(/^Team story/)).toHaveValue('Tell people what your team is raising money for.');
    expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Notify the team of donations/ })).toBeChecked();
    const steps = screen.getByRole('navigation', { name: 'Team wizard progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Profile', '2Captain', '3Invite members', '4Done']);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Profile');
  });

  it.each([
    ['create', '/create-team', 'Create a team'],
    ['edit', '/edit-team-12', 'Edit team: River Runners'],
  ])('has no axe violations (%s)', async (_, path, heading) => {
    const { container } = renderWizard(path, { 'get-team': adminTeamAnswer() });
    await screen.findByRole('heading', { name: heading });
    await expectNoAxeViolations(container);
  });

  it('creates the team as multipart (goal above a million read whole) and goes on to the captain step', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('/create-team', {
      'admin-create-team': { body: { teamId: 41 } },
      'get-team': adminTeamAnswer({ id: 41 }),
    });
    await fillNewTeam(user);
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    expect(await screen.findByRole('heading', { name: 'Add a captain to River Runners' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/add-team-captain-41');
    const [create] = calls('admin-create-team');
    expect(create?.method).toBe('POST');
    expect(create?.body).toEqual(expectedCreate);
    expect(calls('get-team')[0]?.query.team_id).toBe('41');
  });

  it('a failed save keeps every value (the image too) and shows the server message; the retry sends the same', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('/create-team', {
      'admin-create-team': inTurn(
        wpError(422, 'team_name_taken', 'A team with this name already exists in the campaign.'),
        { body: { teamId: 41 } },
      ),
      'get-team': adminTeamAnswer({ id: 41 }),
    });
    await fillNewTeam(user);
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A team with this name already exists in the campaign.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('River Runners');
    expect(screen.getByLabelText(/^Team story/)).toHaveValue('We run along the river.');
    expect(screen.getByLabelText(/^Team goal/)).toHaveValue('1,250,000');
    expect(screen.getByRole('radio', { name: /Closed \(invite only\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Notify the team of donations/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    await screen.findByRole('heading', { name: 'Add a captain to River Runners' });
    expect(location.history.at(-1)).toBe('/add-team-captain-41');
    expect(calls('admin-create-team').map((call) => call.body)).toEqual([expectedCreate, expectedCreate]);
  });

  it.each([
    ['an expired nonce (403)', wpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed'), 'Cookie check failed'],
    [
      'a dropped connection',
      { error: 'network' } as const,
      'Could not reach the server. Check your connection and try again.',
    ],
  ])('%s: the message shows and the form keeps its values', async (_, answer, message) => {
    const user = userEvent.setup();
    renderWizard('/create-team', { 'admin-create-team': answer });
    await fill(user, await screen.findByLabelText(/^Team name/), 'River Runners');
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('River Runners');
    expect(screen.getByLabelText(/^Team goal/)).toHaveValue('2,000');
  });

  it('refuses a goal it cannot read as a whole amount, without a request', async () => {
    const user = userEvent.setup();
    const { calls } = renderWizard('/create-team');
    await fill(user, await screen.findByLabelText(/^Team name/), 'Crew');
    const goal = screen.getByLabelText(/^Team goal/);
    await fill(user, goal, '1,25');
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    expect(await screen.findByText('Enter the goal as a whole amount, like 1,250,000')).toBeInTheDocument();
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(goal).toHaveFocus();
    expect(calls('admin-create-team')).toHaveLength(0);
  });

  it("reads the goal with the site's own separators (1.250.000 on a German site)", async () => {
    const user = userEvent.setup();
    const { calls } = renderWizard(
      '/create-team',
      { 'admin-create-team': { body: { teamId: 41 } }, 'get-team': adminTeamAnswer({ id: 41 }) },
      { config: { thousandsSeparator: '.', decimalSeparator: ',', currencySymbol: '€' } },
    );
    expect(await screen.findByLabelText(/^Team goal \(€\)/)).toHaveValue('2.000');
    await fill(user, screen.getByLabelText(/^Team name/), 'Crew');
    await fill(user, screen.getByLabelText(/^Team goal/), '1.250.000');
    await user.click(screen.getByRole('button', { name: 'Create team and continue' }));
    await waitFor(() => expect(calls('admin-create-team')).toHaveLength(1));
    expect(calls('admin-create-team')[0]?.body?.goal).toBe('1250000');
  });

  it('edit: prefilled from get-team; Save sends admin-update-team and returns to the list with "Team updated"', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('/edit-team-12', {
      'get-team': adminTeamAnswer({ notify_of_donations: true }),
      'admin-update-team': { body: { teamId: 12 } },
    });
    expect(await screen.findByRole('heading', { name: 'Edit team: River Runners' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Team wizard progress' })).toBeNull();
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('River Runners');
    expect(screen.getByLabelText(/^Team story/)).toHaveValue('We run along the river every Sunday.');
    expect(screen.getByLabelText(/^Team goal/)).toHaveValue('1,250,000');
    expect(screen.getByRole('radio', { name: /Closed \(invite only\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Notify the team of donations/ })).toBeChecked();

    await fill(user, screen.getByLabelText(/^Team name/), 'River Runners 2');
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByRole('heading', { name: 'Teams list' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-flash')).toHaveTextContent('Team updated');
    expect(location.history.at(-1)).toBe('/');
    expect(calls('admin-update-team')[0]?.body).toEqual({
      campaignId: '7',
      teamId: '12',
      name: 'River Runners 2',
      story: 'We run along the river every Sunday.',
      goal: '1250000',
      access: 'private',
      notify_of_team_donations: 'true',
    });
  });

  it('edit: an unknown team says so, with a way back to the list', async () => {
    renderWizard('/edit-team-99', { 'get-team': wpError(404, 'team_not_found', 'No such team.') });
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to teams' })).toHaveAttribute('href', '/');
  });

  it('edit: a failed load shows the message and tries again', async () => {
    const user = userEvent.setup();
    renderWizard('/edit-team-12', {
      'get-team': inTurn(wpError(500, 'db', 'The database is busy.'), adminTeamAnswer()),
    });
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Edit team: River Runners' })).toBeInTheDocument();
  });
});
