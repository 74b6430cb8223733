import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import type { HostData } from '../app/hostData';
import { demoAuth, demoFundraiser, demoTeam } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import { NAVIGATION_SET_KEY } from '../app/wizard';

const navigateFullPage = vi.hoisted(() => vi.fn());
vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage,
}));

preloadPage(() => import('./index'));

const CAMPAIGN = 'https://site.test/campaigns/run-for-water';
type Answers = Parameters<typeof fakeFetch>[0];

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? '{}'));
}

function render(overrides: Partial<HostData>, answers: Answers = {}, path = '/team/1/join/') {
  const fetch = fakeFetch(answers);
  const view = renderApp(path, { team: demoTeam, ...overrides }, fetch);
  return { ...view, fetch, user: userEvent.setup() };
}

/** A visitor's registration, Joe Walker with `email` and password secret1, sent with Join Team. */
async function registerAndJoin(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText(/^First name/), 'Joe');
  await user.type(screen.getByLabelText(/^Last name/), 'Walker');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Join Team' }));
}

function callsTo(fetch: ReturnType<typeof fakeFetch>, name: string) {
  return fetch.mock.calls.filter(([input]) => String(input).includes(`/${name}`));
}

afterEach(() => {
  navigateFullPage.mockReset();
  sessionStorage.clear();
});

describe('one-click join (logged-in fundraiser)', () => {
  const solo = { is_logged_in: true, user_id: 40, fundraiser_id: 4 };

  it('checks permissions, shows the team, joins and follows campaign URL + the server redirect', async () => {
    const { fetch, user, container } = render(
      { auth: solo },
      {
        'fundraiser-can-join-team': () => jsonResponse({ canJoin: true }),
        'fundraiser-join-team': () => jsonResponse({ redirect: '/start-fundraising/' }),
      },
    );
    expect(await screen.findByRole('status', { name: 'Checking permissions' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Join Team' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join Clean Water Crew' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.dblClick(button);
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN}/start-fundraising/`));
    expect(callsTo(fetch, 'fundraiser-join-team')).toHaveLength(1);
    expect(bodyOf(callsTo(fetch, 'fundraiser-join-team')[0]?.[1])).toEqual({ teamId: 1, campaignId: 7 });
    expect(bodyOf(callsTo(fetch, 'fundraiser-can-join-team')[0]?.[1])).toEqual({ campaignId: 7 });
  });

  it('a failed can-join check sends the user to /start-fundraising/', async () => {
    render(
      { auth: solo },
      {
        'fundraiser-can-join-team': () =>
          jsonResponse({ code: 'p2p_cannot_join_team', message: 'You are already a member of a team.' }, 403),
        'get-fundraiser-info': () => jsonResponse({ data: { fundraiser: demoFundraiser, team: null } }),
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're ready to start fundraising!" }),
    ).toBeInTheDocument();
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('a slow can-join check is a cached read: "Still loading…" once the loading timeout fires, then Join Team', async () => {
    // Fake timers that also follow the clock, so findBy's polling runs while SWR's 3 s timeout is stepped over.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: () => void = () => undefined;
      const fetch = vi.fn<typeof globalThis.fetch>((input) =>
        String(input).includes('/fundraiser-can-join-team')
          ? new Promise<Response>((resolve) => {
              answer = () => resolve(jsonResponse({ canJoin: true }));
            })
          : Promise.reject(new Error(`Unexpected request: ${String(input)}`)),
      );
      renderApp('/team/1/join/', { team: demoTeam, auth: solo }, fetch);
      expect(await screen.findByRole('status', { name: 'Checking permissions' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(3000));
      expect(screen.getByText('Still loading…')).toBeInTheDocument();
      await act(async () => answer());
      expect(await screen.findByRole('button', { name: 'Join Team' })).toBeEnabled();
      expect(screen.queryByText('Still loading…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed join shows the server message and can be retried', async () => {
    let attempts = 0;
    const { user } = render(
      { auth: solo },
      {
        'fundraiser-can-join-team': () => jsonResponse({ canJoin: true }),
        'fundraiser-join-team': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse({ code: 'internal_server_error', message: 'The database is busy.' }, 500)
            : jsonResponse({ redirect: '/start-fundraising/' });
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    expect(navigateFullPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN}/start-fundraising/`));
  });

  it('refuses an off-site redirect and stays with an error', async () => {
    const { user } = render(
      { auth: solo },
      {
        'fundraiser-can-join-team': () => jsonResponse({ canJoin: true }),
        'fundraiser-join-team': () => jsonResponse({ redirect: '//evil.test/' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText(/kept here/)).toBeInTheDocument();
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});

describe('registration-plus-join form', () => {
  it('a visitor sees step 2 of joinTeam and the account fields; validation messages mark the fields', async () => {
    const { user, fetch, container } = render({ auth: demoAuth.visitor });
    const steps = await screen.findByRole('navigation', { name: 'Progress' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Register');
    expect(sessionStorage.getItem(NAVIGATION_SET_KEY)).toBe('joinTeam');
    // Both passwords have a show/hide button here.
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/^Confirm password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Password must have at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('a last name stops at 100 characters as it is typed, with the count at 0 (issues 13, 26)', async () => {
    const { user, fetch } = render({ auth: demoAuth.visitor });
    const last = await screen.findByLabelText(/^Last name/);
    await user.click(last);
    await user.paste('x'.repeat(101));
    expect(last).toHaveValue('x'.repeat(100));
    expect(last).toHaveAccessibleDescription('0 characters left');
    expect(last).not.toHaveAttribute('aria-invalid', 'true');
    // Only the limit is shown as typed: the empty first name waits for the submit.
    expect(screen.queryByText('Enter your first name')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers and joins, then follows campaign URL + the returned redirect', async () => {
    const { user, fetch } = render(
      { auth: demoAuth.visitor },
      { 'register-join-team': () => jsonResponse({ redirect: '/register/create-profile/' }) },
    );
    await registerAndJoin(user, 'joe@example.org');
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN}/register/create-profile/`));
    expect(bodyOf(callsTo(fetch, 'register-join-team')[0]?.[1])).toEqual({
      firstName: 'Joe',
      lastName: 'Walker',
      email: 'joe@example.org',
      password: 'secret1',
      password2: 'secret1',
      teamId: 1,
      campaignId: 7,
    });
  });

  it('a server failure shows its message and keeps the values', async () => {
    const { user } = render(
      { auth: demoAuth.visitor },
      {
        'register-join-team': () =>
          jsonResponse({ code: 'existing_user_email', message: 'An account with this email already exists.' }, 400),
      },
    );
    await registerAndJoin(user, 'captain@example.org');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('captain@example.org');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: 'Join Team' })).toBeEnabled();
  });

  it('a logged-in user without a profile: prefilled names, disabled email, no password fields', async () => {
    const { user, fetch } = render(
      { auth: demoAuth.noProfile, user: { firstName: 'Nora', lastName: 'Noprofile', email: 'noprofile@example.org' } },
      { 'create-fundraiser-join-team': () => jsonResponse({ redirect: '/register/create-profile/' }) },
    );
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Nora');
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('noprofile@example.org');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN}/register/create-profile/`));
    expect(bodyOf(callsTo(fetch, 'create-fundraiser-join-team')[0]?.[1])).toEqual({
      firstName: 'Nora',
      lastName: 'Noprofile',
      email: 'noprofile@example.org',
      teamId: 1,
      campaignId: 7,
    });
    expect(callsTo(fetch, 'get-user-info')).toHaveLength(0);
  });
});

describe('team states', () => {
  it('a private team is invite only: no join button, no form', async () => {
    render({ auth: demoAuth.visitor, team: { ...demoTeam, access: 'private' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This team is invite only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Team' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
  });

  it('a private team opens to the token of a mailed invitation, which the registration sends along', async () => {
    const { fetch, user } = render(
      { auth: demoAuth.visitor, team: { ...demoTeam, access: 'private' } },
      { 'register-join-team': () => jsonResponse({ redirect: '/register/create-profile/' }) },
      '/team/1/join/?invite=tok-123',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Clean Water Crew' })).toBeInTheDocument();
    // Signing in on the way comes back here, invitation included.
    const login = screen.getByRole('link', { name: 'Log in' });
    const back = new URL(login.getAttribute('href') ?? '').searchParams.get('redirect_to') ?? '';
    expect(new URL(login.getAttribute('href') ?? '').pathname).toBe('/wp-login.php');
    expect(new URL(back).search).toBe('?invite=tok-123');
    await user.type(screen.getByLabelText(/^First name/), 'Ines');
    await user.type(screen.getByLabelText(/^Last name/), 'Invited');
    await user.type(screen.getByLabelText(/^Email/), 'ines@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    await waitFor(() => expect(callsTo(fetch, 'register-join-team')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'register-join-team')[0]?.[1])).toMatchObject({ teamId: 1, invite: 'tok-123' });
  });

  it('an unknown team shows a not-found state', async () => {
    render(
      { auth: demoAuth.visitor, team: undefined },
      { 'get-team': () => jsonResponse({ code: 'p2p_team_not_found', message: 'Team not found.' }, 404) },
      '/team/999/join/',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeInTheDocument();
  });
});

describe('revalidating the data the page carries', () => {
  it('keeps the form and what was typed while the seeded team and user are fetched again, and when that fails', async () => {
    // Every call hangs until the test answers it, so the revalidating state can be looked at.
    const pending = new Map<string, (response: Response) => void>();
    const fetch = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) =>
          pending.set(new URL(String(input)).pathname.split('/').at(-1) ?? '', resolve),
        ),
    );
    renderApp(
      '/team/1/join/',
      {
        team: demoTeam,
        auth: demoAuth.noProfile,
        user: { firstName: 'Nora', lastName: 'Noprofile', email: 'noprofile@example.org' },
      },
      fetch,
    );
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Eleanor');

    // The connection comes back: SWR fetches every mounted read again, the seeded ones included.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect([...pending.keys()].sort()).toEqual(['get-team', 'get-user-info']));
    expect(screen.queryByRole('status', { name: 'Loading the team' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Eleanor');

    const failure = () => jsonResponse({ code: 'internal_server_error', message: 'Down.' }, 500);
    await act(async () => {
      for (const resolve of pending.values()) resolve(failure());
      await new Promise((settle) => setTimeout(settle, 20));
    });
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Eleanor');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('noprofile@example.org');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
