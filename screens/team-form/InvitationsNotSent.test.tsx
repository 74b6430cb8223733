import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ApiProvider } from '../api/ApiContext';
import { fakeFetch, jsonResponse, testClient } from '../api/testing/fakeFetch';
import { InvitationsNotSent } from './InvitationsNotSent';

const navigateFullPage = vi.hoisted(() => vi.fn());
vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage,
}));

const TEAM_URL = 'https://site.test/campaigns/run-for-water/team/41/';

function setup(answer: () => Response) {
  const fetch = fakeFetch({ 'send-team-invitation-emails': answer });
  const view = render(
    <ApiProvider value={{ client: testClient(fetch), campaignId: 7 }}>
      <InvitationsNotSent
        teamId={41}
        emails={['ann@example.org', 'bob@example.org']}
        message="Mail is down."
        continueUrl={TEAM_URL}
      />
    </ApiProvider>,
  );
  return { ...view, fetch, user: userEvent.setup() };
}

afterEach(() => navigateFullPage.mockReset());

describe('InvitationsNotSent', () => {
  it('says the team was saved, names the addresses and the reason, and takes focus', async () => {
    const { container } = setup(() => jsonResponse({ sent: 2 }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('The team was saved, but the invitations were not sent.');
    expect(notice).toHaveTextContent('Not sent to: ann@example.org, bob@example.org');
    expect(notice).toHaveTextContent('Mail is down.');
    expect(notice).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Continue without sending' })).toHaveAttribute('href', TEAM_URL);
    await expectNoAxeViolations(container);
  });

  it('sends again for the same team, then moves on', async () => {
    const { user, fetch } = setup(() => jsonResponse({ sent: 2 }));
    await user.click(screen.getByRole('button', { name: 'Send invitations again' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(TEAM_URL));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ team_id: 41 });
    expect(screen.getByRole('button', { name: 'Send invitations again' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a second failure shows the new reason and lets the captain try again', async () => {
    const { user } = setup(() =>
      jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, 403),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitations again' }));
    expect(await screen.findByText('Cookie check failed')).toBeInTheDocument();
    expect(screen.queryByText('Mail is down.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations again' })).not.toHaveAttribute('aria-disabled');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
