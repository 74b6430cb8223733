import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { wpError } from '../testing/adminFetch';
import { fill } from './testing/fill';
import { renderWizard } from './testing/renderWizard';
import { adminTeamAnswer, teamMembers } from './testing/teamWizardFixtures';
import { preloadWizardStep } from './testing/warmUp';

preloadWizardStep(() => Promise.all([import('./TeamWizardCaptain'), import('./TeamWizardInvite')]));

const invitePage = { name: 'Invite members to River Runners' };

describe('team wizard: captain step', () => {
  it('a team without members: only a new captain, said plainly; the new captain goes out as admin-add-team-captain', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('/add-team-captain-12', {
      'get-team': adminTeamAnswer(),
      'admin-add-team-captain': { body: { teamId: 12, fundraiserId: 50 } },
    });
    expect(await screen.findByRole('heading', { name: 'Add a captain to River Runners' })).toBeInTheDocument();
    expect(screen.getByText(/The team has no members yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Team wizard progress' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Captain');

    // The names stop at the server's 100 characters as typed (issue 26).
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('maxlength', '100');
    await fill(user, screen.getByLabelText(/^First name/), 'Ann');
    await fill(user, screen.getByLabelText(/^Last name/), 'Lee');
    await fill(user, screen.getByLabelText(/^Email/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByRole('heading', invitePage)).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/invite-team-members-12');
    expect(calls('admin-add-team-captain')[0]?.body).toEqual({
      campaignId: 7,
      teamId: 12,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
      // The plugin requires the captain's fundraiser story and goal: the campaign's placeholder and goal.
      story: 'Tell people why you are raising money.',
      goal: '500',
    });
    expect(calls('admin-update-team-captain')).toHaveLength(0);
  });

  it('a team with members: "An existing member" sends the chosen member as captain', async () => {
    const user = userEvent.setup();
    const { calls } = renderWizard('/add-team-captain-12', {
      'get-team': adminTeamAnswer({ members: teamMembers }),
      'admin-update-team-captain': { body: { teamId: 12 } },
    });
    await user.click(await screen.findByRole('radio', { name: /An existing member/ }));
    const member = screen.getByRole('combobox', { name: /^Member/ });
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Ann Lee', 'Bo Chen']);
    await user.selectOptions(member, 'Bo Chen');
    await user.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByRole('heading', invitePage)).toBeInTheDocument();
    expect(calls('admin-update-team-captain')[0]?.body).toEqual({ campaignId: 7, teamId: 12, captain: 32 });
    expect(calls('admin-add-team-captain')).toHaveLength(0);
  });

  it('asks for a member before sending, and switching choices keeps what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderWizard('/add-team-captain-12', {
      'get-team': adminTeamAnswer({ members: teamMembers }),
    });
    await fill(user, await screen.findByLabelText(/^First name/), 'Ann');
    await user.click(screen.getByRole('radio', { name: /An existing member/ }));
    await user.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByText('Choose the member who will captain the team')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Member/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /A new captain/ }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ann');
    expect(calls('admin-update-team-captain')).toHaveLength(0);
  });

  it.each([
    ['without members', []],
    ['with members, the member choice open', teamMembers],
  ])('has no axe violations %s', async (_, members) => {
    const user = userEvent.setup();
    const { container } = renderWizard('/add-team-captain-12', { 'get-team': adminTeamAnswer({ members }) });
    await screen.findByRole('heading', { name: 'Add a captain to River Runners' });
    if (members.length > 0) await user.click(screen.getByRole('radio', { name: /An existing member/ }));
    await expectNoAxeViolations(container);
  });

  it("a refused captain keeps every value and shows the server's message", async () => {
    const user = userEvent.setup();
    const { location } = renderWizard('/add-team-captain-12', {
      'get-team': adminTeamAnswer(),
      'admin-add-team-captain': wpError(409, 'already_fundraiser', 'This person already fundraises in the campaign.'),
    });
    await fill(user, await screen.findByLabelText(/^First name/), 'Ann');
    await fill(user, screen.getByLabelText(/^Last name/), 'Lee');
    await fill(user, screen.getByLabelText(/^Email/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Save captain and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person already fundraises in the campaign.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ann');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Lee');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.org');
    expect(location.history.at(-1)).toBe('/add-team-captain-12');
  });

  it('"Skip for now" goes on to the invite step without a request', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderWizard('/add-team-captain-12', { 'get-team': adminTeamAnswer() });
    await user.click(await screen.findByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', invitePage)).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/invite-team-members-12');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
