import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import type { HostData } from '../app/hostData';
import { demoAuth, demoTeam } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';

const navigateFullPage = vi.hoisted(() => vi.fn());
vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage,
}));
preloadPage(() => import('./index'));

function render(overrides: Partial<HostData>, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = fakeFetch(answers);
  const view = renderApp('/team/1/update', { team: { ...demoTeam, access: 'private' }, ...overrides }, fetch);
  return { ...view, fetch, user: userEvent.setup() };
}

afterEach(() => navigateFullPage.mockReset());

describe('edit team', () => {
  it('the captain sees the form prefilled from the team the page carries', async () => {
    const { container, fetch } = render({ auth: demoAuth.captain });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit team' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('Clean Water Crew');
    expect(screen.getByLabelText(/^Team story/)).toHaveValue(demoTeam.story);
    expect(screen.getByLabelText(/^Team goal/)).toHaveValue(10000);
    expect(screen.getByRole('radio', { name: 'Closed (invite only)' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Current image of Clean Water Crew' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
    expect(fetch).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('saves with team_id, sends the invitations, and returns to the team page', async () => {
    const { user, fetch } = render(
      { auth: demoAuth.captain },
      {
        'update-team': () => jsonResponse({ teamId: 1, redirect: '/team/1/' }),
        'send-team-invitation-emails': () => jsonResponse({ sent: 1 }),
      },
    );
    const name = await screen.findByLabelText(/^Team name/);
    await user.clear(name);
    await user.type(name, 'Clean Water Heroes');
    await user.type(screen.getByLabelText(/^Invite people/), 'ana@example.org{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/team/1/'),
    );
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      action: 'update',
      campaign_id: '7',
      name: 'Clean Water Heroes',
      goal: '10000',
      story: demoTeam.story,
      access: 'private',
      emails: 'ana@example.org',
      team_id: '1',
    });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ team_id: 1 });
  });

  it('failed invitations: the changes are saved, the page says so, and sending again returns to the team page', async () => {
    let attempts = 0;
    const { user } = render(
      { auth: demoAuth.captain },
      {
        'update-team': () => jsonResponse({ teamId: 1, redirect: '/team/1/' }),
        'send-team-invitation-emails': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse({ code: 'internal_server_error', message: 'Mail is down.' }, 500)
            : jsonResponse({ sent: 1 });
        },
      },
    );
    await user.type(await screen.findByLabelText(/^Invite people/), 'ana@example.org{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The team was saved, but the invitations were not sent.')).toBeInTheDocument();
    expect(screen.getByText('Not sent to: ana@example.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit team' })).toBeInTheDocument();
    expect(navigateFullPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send invitations again' }));
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/team/1/'),
    );
    expect(attempts).toBe(2);
  });

  it('a pending team: the captain is told invitations wait for approval, and sees who is invited and not joined', async () => {
    const invitations = [
      { email: 'held.one@example.org', sent: false },
      { email: 'held.two@example.org', sent: false },
    ];
    const { container } = render({ auth: demoAuth.captain, team: { ...demoTeam, is_approved: false, invitations } });
    expect(
      await screen.findByText('This team is waiting for approval: invitations are held and sent once it is approved.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Invited, not joined yet' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'held.one@example.org (held until the team is approved)',
      'held.two@example.org (held until the team is approved)',
    ]);
    // Beside the invite field, below the team's own fields (it once sat above Team name).
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByLabelText(/^Team name/), list)).toBe(true);
    expect(follows(list, screen.getByLabelText(/^Invite people by email/))).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('an approved team: sent invitations nobody joined with yet, and no approval notice', async () => {
    render({
      auth: demoAuth.captain,
      team: { ...demoTeam, is_approved: true, invitations: [{ email: 'ana@example.org', sent: true }] },
    });
    const list = await screen.findByRole('region', { name: 'Invited, not joined yet' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('ana@example.org (sent)');
    expect(screen.queryByText(/invitations are held/)).not.toBeInTheDocument();
  });

  it('no open invitations, or a host that does not list them: no list', async () => {
    render({ auth: demoAuth.captain, team: { ...demoTeam, invitations: [] } });
    expect(await screen.findByLabelText(/^Team name/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invited, not joined yet' })).not.toBeInTheDocument();
  });

  it('anyone but the captain gets a not-allowed state', async () => {
    render({ auth: demoAuth.fundraiser });
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot edit this team' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Team name/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team page' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
  });
});
