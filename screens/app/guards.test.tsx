import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../api/entities';
import { checkGuard, needsSignIn, type RouteGuard } from './guards';
import { clearSignInNeeded } from './signInNeeded';
import { preloadPage, renderApp } from './testing/renderApp';

// The pages are replaced by bare headings: these tests are about routing, guards and focus.
vi.mock('../home/index', async () => (await import('./testing/placeholderPages')).placeholderPage('Campaign home'));
vi.mock('../team-leaderboard/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Team leaderboard'),
);
vi.mock('../login/index', async () => (await import('./testing/placeholderPages')).placeholderPage('Login'));
vi.mock('../lost-password/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Lost password'),
);
vi.mock('../lost-password-sent/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Check your email'),
);
vi.mock('../start-fundraising/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Start fundraising status'),
);
vi.mock('../register-form/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Register as a team captain'),
);
vi.mock('../create-profile/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Create your profile'),
);
vi.mock('../create-team/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Create team'),
);
vi.mock('../select-team/index', async () =>
  (await import('./testing/placeholderPages')).placeholderPage('Find a team to join'),
);

const visitor: Auth = { is_logged_in: false, user_id: 0, fundraiser_id: 0 };
const userWithoutProfile: Auth = { is_logged_in: true, user_id: 5, fundraiser_id: 0 };
const fundraiser: Auth = { is_logged_in: true, user_id: 5, fundraiser_id: 9 };

describe('checkGuard', () => {
  const login: RouteGuard = { requires: ['login'] };
  const guest: RouteGuard = { requires: ['guest'] };
  const needsFundraiser: RouteGuard = { requires: ['login', 'fundraiser'] };
  const noFundraiser: RouteGuard = { requires: ['noFundraiser'] };
  const named: RouteGuard = { requires: ['login', 'fundraiser'], redirectTo: '/start-fundraising/' };

  it.each([
    ['no guard', undefined, visitor, { ok: true }],
    ['login', login, visitor, { ok: false, redirectTo: '/' }],
    ['login', login, userWithoutProfile, { ok: true }],
    ['guest', guest, visitor, { ok: true }],
    ['guest', guest, userWithoutProfile, { ok: false, redirectTo: '/' }],
    ['fundraiser', needsFundraiser, userWithoutProfile, { ok: false, redirectTo: '/' }],
    ['fundraiser', needsFundraiser, fundraiser, { ok: true }],
    ['no fundraiser', noFundraiser, visitor, { ok: true }],
    ['no fundraiser', noFundraiser, userWithoutProfile, { ok: true }],
    ['no fundraiser', noFundraiser, fundraiser, { ok: false, redirectTo: '/' }],
    ['named target', named, visitor, { ok: false, redirectTo: '/start-fundraising/' }],
  ] as const)('%s: %j for %j', (_label, guard, auth, expected) => {
    expect(checkGuard(guard, auth)).toEqual(expected);
  });
});

// The first test's lazy page chunk and jsdom's first role query are one-time costs: paid before the tests
// (failed the first test under Stryker's instrumented run at a load average of 20).
preloadPage(() => import('../login/index'));

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('guarded routes', () => {
  it('shows the login page to a visitor', async () => {
    renderApp('/login/');
    expect(await h1('Login')).toBeInTheDocument();
  });

  it.each([
    ['/login/', 'Login'],
    ['/lost-password/', 'Lost password'],
    ['/lost-password/sent', 'Check your email'],
  ])('sends a logged-in user away from the guest-only page %s', async (path, heading) => {
    renderApp(path, { auth: userWithoutProfile });
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });

  it('sends a visitor away from a login-only page', async () => {
    renderApp('/create-team/');
    expect(await h1('Campaign home')).toBeInTheDocument();
  });

  it('sends a user without a profile from /select-team/ to its named target, then home', async () => {
    renderApp('/select-team/', { auth: userWithoutProfile });
    // /start-fundraising/ needs a fundraiser too, so the chain ends on the campaign home.
    expect(await h1('Campaign home')).toBeInTheDocument();
  });

  it('lets a fundraiser reach /select-team/ and /start-fundraising/', async () => {
    const first = renderApp('/select-team', { auth: fundraiser });
    expect(await h1('Find a team to join')).toBeInTheDocument();
    first.unmount();
    renderApp('/start-fundraising/', { auth: fundraiser });
    expect(await h1('Start fundraising status')).toBeInTheDocument();
  });

  it('sends a fundraiser from the profile step to the status page', async () => {
    renderApp('/register/create-profile/', { auth: fundraiser });
    expect(await h1('Start fundraising status')).toBeInTheDocument();
  });

  it('lets a logged-in user without a profile register, but not an existing fundraiser', async () => {
    const first = renderApp('/register/captain/', { auth: userWithoutProfile });
    expect(await h1('Register as a team captain')).toBeInTheDocument();
    first.unmount();
    renderApp('/register/individual/', { auth: fundraiser });
    expect(await h1('Campaign home')).toBeInTheDocument();
  });
});

describe('needsSignIn', () => {
  it.each([
    ['a visitor on a login route', { requires: ['login'] }, visitor, true],
    ['a visitor on a fundraiser route', { requires: ['login', 'fundraiser'] }, visitor, true],
    ['a visitor on a route that only refuses fundraisers', { requires: ['noFundraiser'] }, visitor, false],
    [
      'a signed-in user without a profile on a fundraiser route',
      { requires: ['login', 'fundraiser'] },
      userWithoutProfile,
      false,
    ],
    ['a signed-in user on a guest route', { requires: ['guest'] }, userWithoutProfile, false],
    ['a route without a guard', undefined, visitor, false],
  ] as const)('%s: %s', (_label, guard, auth, expected) => {
    expect(needsSignIn(guard, auth)).toBe(expected);
  });
});

describe('the notice after a redirect for want of a login', () => {
  afterEach(() => clearSignInNeeded());

  it('tells a visitor sent home from a protected page, with a Sign in link, and keeps the redirect', async () => {
    const { location } = renderApp('/create-team/');
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/campaigns/run-for-water/');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sign in to see that page.');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/login/',
    );
  });

  it('shows on the last page of a redirect chain only', async () => {
    renderApp('/select-team/');
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.getAllByText('Sign in to see that page.')).toHaveLength(1);
  });

  it('is gone after the next move, also when coming back to the same page', async () => {
    const { location } = renderApp('/create-team/');
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see that page.')).toBeInTheDocument();
    act(() => location.navigate('/campaigns/run-for-water/team-leaderboard/'));
    expect(await h1('Team leaderboard')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see that page.')).not.toBeInTheDocument();
    act(() => location.navigate('/campaigns/run-for-water/'));
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see that page.')).not.toBeInTheDocument();
  });

  it('tells again when a second protected page sends the visitor to the same landing', async () => {
    const { location } = renderApp('/create-team/');
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see that page.')).toBeInTheDocument();
    act(() => location.navigate('/campaigns/run-for-water/start-fundraising/'));
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/campaigns/run-for-water/');
    expect(await screen.findByText('Sign in to see that page.')).toBeInTheDocument();
  });

  it('says nothing to a signed-in user sent away from a guest-only page', async () => {
    renderApp('/login/', { auth: userWithoutProfile });
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see that page.')).not.toBeInTheDocument();
  });

  it('says nothing on a page reached without a redirect', async () => {
    renderApp('/');
    expect(await h1('Campaign home')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see that page.')).not.toBeInTheDocument();
  });
});
