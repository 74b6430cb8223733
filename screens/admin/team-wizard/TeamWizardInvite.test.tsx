import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { wpError, type AdminAnswer } from '../testing/adminFetch';
import { renderWizard } from './testing/renderWizard';
import { adminTeamAnswer } from './testing/teamWizardFixtures';
import { preloadWizardStep } from './testing/warmUp';

preloadWizardStep(() => Promise.all([import('./TeamWizardInvite'), import('./TeamWizardDone')]));

const heading = { name: 'Invite members to River Runners' };

async function enter(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Email addresses' }));
  await user.paste(text);
  await user.keyboard('{Enter}');
}

describe('team wizard: invite step', () => {
  it('shows who was already invited and sends the new addresses joined with commas; "3 invitations sent"', async () => {
    const user = userEvent.setup();
    let invited: Array<{ email: string; sent: boolean }> = [{ email: 'old@example.org', sent: true }];
    const { calls } = renderWizard('/invite-team-members-12', {
      'get-team': (): AdminAnswer => adminTeamAnswer({ invitations: invited }),
      'admin-send-team-invitation-emails': (request): AdminAnswer => {
        const emails = String(request.body?.emails ?? '').split(',');
        invited = [...invited, ...emails.map((email) => ({ email, sent: true }))];
        return { body: { sent: emails.length, held: 0 } };
      },
    });
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    const already = screen.getByRole('region', { name: 'Already invited' });
    expect(within(already).getByRole('listitem')).toHaveTextContent('old@example.org (sent)');
    await enter(user, 'a@example.org, b@example.org, c@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('3 invitations sent.')).toBeInTheDocument();
    expect(calls('admin-send-team-invitation-emails')[0]?.body).toEqual({
      campaignId: 7,
      teamId: 12,
      emails: 'a@example.org,b@example.org,c@example.org',
    });
    await waitFor(() => expect(within(already).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/team-created-12');
  });

  it('a pending team: the invitations are held until it is approved, and says how many', async () => {
    const user = userEvent.setup();
    renderWizard('/invite-team-members-12', {
      'get-team': adminTeamAnswer({ status: 'pending' }),
      'admin-send-team-invitation-emails': { body: { sent: 0, held: 2 } },
    });
    expect(await screen.findByText(/This team is waiting for approval/)).toBeInTheDocument();
    await enter(user, 'a@example.org, b@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations held until the team is approved.')).toBeInTheDocument();
  });

  it("marks the addresses the server's 400 names, keeps every address and shows its message", async () => {
    const user = userEvent.setup();
    renderWizard('/invite-team-members-12', {
      'get-team': adminTeamAnswer(),
      'admin-send-team-invitation-emails': wpError(
        400,
        'rest_invalid_param',
        'Invalid email addresses: bounce@example.invalid',
      ),
    });
    await enter(user, 'a@example.org, bounce@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email addresses: bounce@example.invalid');
    const tag = (email: string) => screen.getByRole('button', { name: `Remove ${email}` }).closest('li');
    expect(tag('a@example.org')).toHaveAttribute('data-state', 'valid');
    expect(tag('bounce@example.invalid')).toHaveAttribute('data-state', 'invalid');
    expect(tag('bounce@example.invalid')).toHaveTextContent('bounce@example.invalid (invalid)');
  });

  it.each([
    [wpError(429, 'too_many_invitations', 'Too many invitations for this team. Try again in an hour.')],
    [{ error: 'network' } as const],
  ])('other failures keep the addresses and show the message (%#)', async (answer) => {
    const user = userEvent.setup();
    renderWizard('/invite-team-members-12', {
      'get-team': adminTeamAnswer(),
      'admin-send-team-invitation-emails': answer,
    });
    await enter(user, 'a@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many invitations|Could not reach the server/);
    expect(screen.getByRole('button', { name: 'Remove a@example.org' })).toBeInTheDocument();
  });

  it('asks for an address before sending; Skip goes to the summary', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderWizard('/invite-team-members-12', { 'get-team': adminTeamAnswer() });
    await user.click(await screen.findByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Enter at least one email address, or skip this step.')).toBeInTheDocument();
    expect(calls('admin-send-team-invitation-emails')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Team created: River Runners' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/team-created-12');
  });

  it('has no axe violations', async () => {
    const { container } = renderWizard('/invite-team-members-12', {
      'get-team': adminTeamAnswer({ invitations: [{ email: 'old@example.org', sent: false }] }),
    });
    await screen.findByRole('heading', heading);
    await expectNoAxeViolations(container);
  });
});
