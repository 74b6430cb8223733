import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../../api/testing/fakeFetch';
import { CaptainView } from './CaptainView';
import { CaptainHarness } from './testing/CaptainHarness';
import { CAPTAIN_NOW, captainMember, dashboardAnswer, member, teamDashboard } from './testing/captainFixtures';

type Answer = (url: URL, init: RequestInit | undefined) => Response;

function setup(answers: Record<string, Answer> = {}) {
  const fetch = fakeFetch({ 'get-team-dashboard': () => jsonResponse(dashboardAnswer()), ...answers });
  const view = render(
    <CaptainHarness fetch={fetch}>
      <CaptainView teamId={1} teamName="Clean Water Crew" now={CAPTAIN_NOW} />
    </CaptainHarness>,
  );
  return { ...view, fetch, user: userEvent.setup() };
}

const hostError = (code: string, message: string, status: number) =>
  jsonResponse({ code, message, data: { status } }, status);

/** The JSON bodies sent to one endpoint, in order. */
function sentTo(fetch: ReturnType<typeof fakeFetch>, name: string): unknown[] {
  return fetch.mock.calls
    .filter(([input]) => new URL(String(input)).pathname.endsWith(`/${name}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

const table = () => screen.findByRole('table', { name: 'Members' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const memberNames = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]?.querySelector('bdi')?.textContent);

describe('CaptainView', () => {
  it("shows the team's total, every member in the host's order and who has no gift yet", async () => {
    const { container } = setup();
    await table();
    expect(screen.getByRole('heading', { level: 2, name: 'Your team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clean Water Crew' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
    expect(screen.getByText('$3,120')).toBeInTheDocument();
    expect(screen.getByText('raised of $5,000 goal')).toBeInTheDocument();
    expect(memberNames()).toEqual(['Ana Lima', 'Kenji Varga', 'Priya Nair', 'Lee Park', 'Omar Haddad']);
    expect(screen.getByText('2 members have not received a gift yet.')).toBeInTheDocument();

    const kenji = row('Kenji Varga');
    expect(within(kenji).getByRole('link', { name: 'Kenji Varga' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/5/',
    );
    expect(kenji).toHaveTextContent('$610');
    expect(within(kenji).getByRole('progressbar', { name: 'Kenji Varga’s progress toward their goal' })).toBeVisible();
    expect(kenji).toHaveTextContent('2 days ago');
    expect(row('Lee Park')).toHaveTextContent('No gifts yet');
    expect(within(row('Omar Haddad')).getByText('Pending approval')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("gives the captain's own row neither action, and every other row both", async () => {
    setup();
    await table();
    const ana = row('Ana Lima');
    expect(within(ana).getByText('Captain')).toBeInTheDocument();
    expect(within(ana).queryByRole('button')).toBeNull();
    expect(within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' })).toBeEnabled();
    expect(within(row('Lee Park')).getByRole('button', { name: 'Remove from team Lee Park' })).toBeEnabled();
  });

  it('sorts the members by raised, highest first, then lowest first', async () => {
    const { user } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: /Raised/ }));
    expect(memberNames()).toEqual(['Ana Lima', 'Kenji Varga', 'Priya Nair', 'Lee Park', 'Omar Haddad']);
    await user.click(screen.getByRole('button', { name: /Raised/ }));
    expect(memberNames().slice(0, 2)).toEqual(['Lee Park', 'Omar Haddad']);
    expect(memberNames().at(-1)).toBe('Ana Lima');
  });

  it('renders only what the host answers: a refusal is its sentence, with no table and no retry', async () => {
    setup({
      'get-team-dashboard': () => hostError('not_captain', 'Only the team’s captain can see this.', 403),
    });
    expect(await screen.findByText('Only the team’s captain can see this.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads, fails with a way to try again, and shows the team once the read succeeds', async () => {
    let fail = true;
    const { user } = setup({
      'get-team-dashboard': () =>
        fail ? hostError('internal_server_error', 'The database is busy.', 500) : jsonResponse(dashboardAnswer()),
    });
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('with no members but the captain, invites through the team edit page', async () => {
    setup({
      'get-team-dashboard': () => jsonResponse(dashboardAnswer({ members: [captainMember], invitations: [] })),
    });
    const invite = await screen.findByRole('link', { name: 'Invite team members' });
    expect(invite).toHaveAttribute('href', '/campaigns/run-for-water/team/1/update');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/not received a gift/)).toBeNull();
  });
});

describe('CaptainView: Remind', () => {
  it('sends the edited message, closes, returns focus to the button and says the member was reminded today', async () => {
    const { user, fetch } = setup({
      'remind-team-member': () => jsonResponse({ data: { reminded_at: CAPTAIN_NOW.toISOString() } }),
    });
    await table();
    const button = within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Remind Lee Park' });
    const message = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(message.value).toMatch(/^Hi Lee Park, .*Clean Water Crew/);
    await user.clear(message);
    await user.type(message, 'Lee, one message to your running club?');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetch, 'remind-team-member')).toEqual([
      { team_id: 1, fundraiser_id: 7, message: 'Lee, one message to your running club?' },
    ]);
    expect(within(row('Lee Park')).getByText('Reminded today')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' })).toHaveFocus());
  });

  it("shows the host's 'when next' sentence in the dialog and keeps what was typed", async () => {
    const { user } = setup({
      'remind-team-member': () =>
        hostError('recently_reminded', 'You reminded Lee Park today. You can remind them again tomorrow.', 429),
    });
    await table();
    const lee = row('Lee Park');
    await user.click(within(lee).getByRole('button', { name: 'Remind Lee Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Remind Lee Park' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'My own words');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(
      await within(dialog).findByText('You reminded Lee Park today. You can remind them again tomorrow.'),
    ).toBeInTheDocument();
    expect(message).toHaveValue('My own words');
    expect(screen.getByRole('dialog', { name: 'Remind Lee Park' })).toBeInTheDocument();
    expect(within(lee).queryByText('Reminded today')).toBeNull();
    await expectNoAxeViolations(dialog);
  });

  it("after a refusal and Cancel, focus is back on the row's button and the text is still there on reopening", async () => {
    const { user } = setup({
      'remind-team-member': () => hostError('invalid_message', 'The message is too long.', 422),
    });
    await table();
    const button = within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' });
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ' PS');
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    await screen.findByText('The message is too long.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toMatch(/^Hi Lee Park, .* PS$/);
  });

  it('keeps the typed reminder across a reload; once sent, the next one starts from the suggestion again', async () => {
    const answers = {
      'remind-team-member': () => jsonResponse({ data: { reminded_at: CAPTAIN_NOW.toISOString() } }),
    };
    const first = setup(answers);
    await table();
    await first.user.click(within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' }));
    await first.user.clear(screen.getByRole('textbox', { name: 'Message' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lee, your club would give.');
    first.unmount();

    const second = setup(answers);
    await table();
    await second.user.click(within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Lee, your club would give.');
    await second.user.click(screen.getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    second.unmount();

    const third = setup(answers);
    await table();
    await third.user.click(within(row('Lee Park')).getByRole('button', { name: 'Remind Lee Park' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toMatch(/^Hi Lee Park, /);
  });

  it('reads a reminder the host recorded today as reminded today', async () => {
    setup({
      'get-team-dashboard': () =>
        jsonResponse(
          dashboardAnswer({
            members: [
              captainMember,
              member({ fundraiser_id: 7, name: 'Lee Park', last_reminded_at: CAPTAIN_NOW.toISOString() }),
            ],
          }),
        ),
    });
    await table();
    expect(within(row('Lee Park')).getByText('Reminded today')).toBeInTheDocument();
  });
});

describe('CaptainView: Remove from team', () => {
  it('says what happens, removes the row, reads the team again and puts focus on the outcome', async () => {
    let removed = false;
    const { user, fetch } = setup({
      'get-team-dashboard': () => {
        const team = teamDashboard();
        return jsonResponse({
          data: removed ? { ...team, members: team.members.filter((m) => m.fundraiser_id !== 7) } : team,
        });
      },
      'remove-team-member': () => {
        removed = true;
        return jsonResponse({ data: { strategy: 'individual' } });
      },
    });
    await table();
    await user.click(within(row('Lee Park')).getByRole('button', { name: 'Remove from team Lee Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Lee Park from the team?' });
    expect(dialog).toHaveTextContent(
      'Lee Park leaves Clean Water Crew and goes on fundraising on their own. They keep their page and every gift made to it, but those gifts stop counting toward the team’s total.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('row', { name: /Lee Park/ })).toBeNull();
    expect(sentTo(fetch, 'remove-team-member')).toEqual([{ team_id: 1, fundraiser_id: 7 }]);
    const outcome = screen.getByText('Lee Park is no longer on your team. Their page and gifts stay theirs.');
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([u]) => String(u).includes('get-team-dashboard'))).toHaveLength(2),
    );
  });

  it('says only that the member left when the host names a way this client does not know', async () => {
    const { user } = setup({ 'remove-team-member': () => jsonResponse({}) });
    await table();
    await user.click(within(row('Lee Park')).getByRole('button', { name: 'Remove from team Lee Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Lee Park from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('Lee Park is no longer on your team.')).toBeInTheDocument();
    expect(screen.queryByText(/Their page and gifts stay theirs/)).toBeNull();
  });

  it("shows the host's refusal in the dialog; Cancel returns focus to the row's button", async () => {
    const { user } = setup({
      'remove-team-member': () => hostError('unknown_member', 'Lee Park is not on this team any more.', 404),
    });
    await table();
    const button = within(row('Lee Park')).getByRole('button', { name: 'Remove from team Lee Park' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Remove Lee Park from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    expect(await within(dialog).findByText('Lee Park is not on this team any more.')).toBeInTheDocument();
    expect(button).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('CaptainView: pending invitations', () => {
  const invitationRow = (email: string) => screen.getByText(email, { selector: 'bdi' }).closest('li') as HTMLElement;

  it('lists each address with its sent date, or that it is held, whose Resend is disabled', async () => {
    setup();
    await table();
    const section = screen.getByRole('region', { name: 'Pending invitations' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(invitationRow('sam@example.org')).toHaveTextContent('Sent Nov 27, 2026');
    expect(invitationRow('noor@example.org')).toHaveTextContent('Held until the team is approved');
    expect(within(invitationRow('noor@example.org')).getByRole('button', { name: /Resend/ })).toBeDisabled();
  });

  it('resends and says so in place', async () => {
    const { user, fetch } = setup({
      'resend-team-invitation': () => jsonResponse({ data: { sent_at: CAPTAIN_NOW.toISOString() } }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Resend sam@example.org' }));
    expect(await within(invitationRow('sam@example.org')).findByText('Invitation sent again.')).toBeInTheDocument();
    expect(sentTo(fetch, 'resend-team-invitation')).toEqual([{ team_id: 1, invitation_id: 7 }]);
    expect(invitationRow('sam@example.org')).toHaveTextContent('Sent Nov 28, 2026');
  });

  it("shows the host's refusal beside the invitation and lets the captain try again", async () => {
    const answer = vi
      .fn<Answer>()
      .mockReturnValueOnce(hostError('recently_sent', 'This invitation was sent less than an hour ago.', 429))
      .mockReturnValueOnce(jsonResponse({ data: { sent_at: CAPTAIN_NOW.toISOString() } }));
    const { user } = setup({ 'resend-team-invitation': answer });
    await table();
    const resend = screen.getByRole('button', { name: 'Resend sam@example.org' });
    await user.click(resend);
    const alert = await within(invitationRow('sam@example.org')).findByRole('alert');
    expect(alert).toHaveTextContent('This invitation was sent less than an hour ago.');
    await user.click(resend);
    expect(await within(invitationRow('sam@example.org')).findByText('Invitation sent again.')).toBeInTheDocument();
    expect(within(invitationRow('sam@example.org')).queryByRole('alert')).toBeNull();
  });
});
