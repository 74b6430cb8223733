import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../api/entities';
import { checkGuard, needsSignIn, type RouteGuard } from './guards';
import { clearSignInNeeded } from './signInNeeded';
import './testing/placeholderRoutes';
import { preloadPage, renderApp } from './testing/renderApp';

// The pages are replaced by bare headings: these tests are about routing, guards and focus.
vi.mock('../home/index', async () => (await import('./testing/placeholderPages')).placeholderPage('Campaign home'));

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
    ['fundraiser', needsFundraiser, userWithoutProfile, { ok: false, redirectTo: '/register/create-profile/' }],
    ['fundraiser', needsFundraiser, visitor, { ok: false, redirectTo: '/' }],
    ['fundraiser', needsFundraiser, fundraiser, { ok: true }],
    ['no fundraiser', noFundraiser, visitor, { ok: true }],
    ['no fundraiser', noFundraiser, userWithoutProfile, { ok: true }],
    ['no fundraiser', noFundraiser, fundraiser, { ok: false, redirectTo: '/' }],
    ['named target', named, visitor, { ok: false, redirectTo: '/start-fundraising/' }],
    ['named target', named, userWithoutProfile, { ok: false, redirectTo: '/register/create-profile/' }],
  ] as const)('%s: %j for %j', (_label, guard, auth, expected) => {
    expect(checkGuard(guard, auth)).toEqual(expected);
  });
});

// The first test's lazy page chunk and jsdom's first role query are one-time costs: paid before the tests
// (failed the first test under Stryker's instrumented run at a load average of 20).
preloadPage(() => import('../login/index'));

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('guarded routes', () => {
  it.each([
    ['a visitor to the login page', '/login/', visitor, 'Login'],
    ['a visitor away from a login-only page', '/create-team/', visitor, 'Campaign home'],
    [
      'a user without a profile from /select-team/ to making one',
      '/select-team/',
      userWithoutProfile,
      'Create your profile',
    ],
    [
      'a user without a profile from /my-fundraising/ to making one',
      '/my-fundraising/',
      userWithoutProfile,
      'Create your profile',
    ],
    ['a fundraiser to /select-team/', '/select-team', fundraiser, 'Find a team to join'],
    ['a fundraiser to /start-fundraising/', '/start-fundraising/', fundraiser, 'Start fundraising status'],
    ['a fundraiser from the profile step', '/register/create-profile/', fundraiser, 'Start fundraising status'],
    ['a user without a profile to registering', '/register/captain/', userWithoutProfile, 'Register as a team captain'],
    ['a fundraiser away from registering again', '/register/individual/', fundraiser, 'Campaign home'],
  ] as const)('takes %s', async (_case, path, auth, heading) => {
    renderApp(path, { auth });
    expect(await h1(heading)).toBeInTheDocument();
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
