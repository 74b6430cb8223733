import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Auth, UserInfo } from '../api/entities';
import { AccountBar } from './AccountBar';
import type { HostData } from './hostData';
import { HostDataProvider } from './HostDataContext';
import { hostDataFixture } from './testing/fixtures';
import { createLocationProbe, memoryRouterAt } from './testing/memoryRouter';
import { renderApp } from './testing/renderApp';

const LOGOUT =
  'https://site.test/wp-login.php?action=logout&redirect_to=%2Fcampaigns%2Frun-for-water%2F&_wpnonce=abc123';
const BASE = '/campaigns/run-for-water';

function renderBar({
  auth,
  user,
  logoutUrl,
  path = '/',
  features = [],
}: {
  auth: Auth;
  user?: UserInfo;
  logoutUrl?: string;
  path?: string;
  features?: string[];
}) {
  const base = hostDataFixture();
  const hostData: HostData = {
    ...base,
    auth,
    user,
    config: { ...base.config, features, ...(logoutUrl ? { logoutUrl } : {}) },
  };
  const location = createLocationProbe();
  const Router = memoryRouterAt(`${BASE}${path}`, location);
  const view = render(
    <HostDataProvider value={hostData}>
      <Router basename={BASE}>
        <AccountBar />
      </Router>
    </HostDataProvider>,
  );
  return { ...view, location, nav: () => screen.getByRole('navigation', { name: 'Account' }) };
}

const fundraiser: Auth = { is_logged_in: true, user_id: 11, fundraiser_id: 1, display_name: 'Carla Captain' };

describe('AccountBar', () => {
  it('shows a signed-in fundraiser their name, My page and Sign out through the host logout URL', async () => {
    const { nav, container } = renderBar({ auth: fundraiser, logoutUrl: LOGOUT });
    const bar = nav();
    expect(bar).toHaveTextContent('Signed in as Carla Captain');
    expect(within(bar).getByRole('link', { name: 'My page' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/1/',
    );
    // On the campaign home, not their own page: My page is not the current page.
    expect(within(bar).getByRole('link', { name: 'My page' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', LOGOUT);
    expect(within(bar).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('hides Sign out when the host gives no logout URL', () => {
    const { nav } = renderBar({ auth: fundraiser });
    expect(within(nav()).getByRole('link', { name: 'My page' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('names a user from data-user when the host sends no display_name', () => {
    const { nav } = renderBar({
      auth: { is_logged_in: true, user_id: 30, fundraiser_id: 0 },
      user: { firstName: 'Nora', lastName: 'Noprofile', email: 'nora@example.org' },
      logoutUrl: LOGOUT,
    });
    expect(nav()).toHaveTextContent('Signed in as Nora Noprofile');
  });

  it('says "Signed in" without a name when the host names nobody', () => {
    const { nav } = renderBar({ auth: { is_logged_in: true, user_id: 30, fundraiser_id: 0 }, logoutUrl: LOGOUT });
    expect(nav()).toHaveTextContent(/^Signed in(?! as)/);
  });

  it('sends a user without a fundraiser profile to create one, inside the app', async () => {
    const { nav, location } = renderBar({
      auth: { is_logged_in: true, user_id: 30, fundraiser_id: 0 },
      logoutUrl: LOGOUT,
    });
    const link = within(nav()).getByRole('link', { name: 'Create my page' });
    expect(link).toHaveAttribute('href', `${BASE}/register/`);
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe(`${BASE}/register/`);
  });

  it('marks My page as the current page on the fundraiser page itself', () => {
    const { nav } = renderBar({ auth: fundraiser, logoutUrl: LOGOUT, path: '/fundraiser/1/' });
    expect(within(nav()).getByRole('link', { name: 'My page' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a fundraiser My fundraising instead of My page (the dashboard links their page), inside the app, when the host advertises the tools', async () => {
    const { nav, location, container } = renderBar({
      auth: fundraiser,
      logoutUrl: LOGOUT,
      features: ['fundraiser-tools'],
    });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['My fundraising', 'Sign out']);
    const link = within(nav()).getByRole('link', { name: 'My fundraising' });
    expect(link).toHaveAttribute('href', `${BASE}/my-fundraising/`);
    expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe(`${BASE}/my-fundraising/`);
    await expectNoAxeViolations(container);
  });

  it('marks My fundraising as the current page on the dashboard', () => {
    const { nav } = renderBar({ auth: fundraiser, path: '/my-fundraising/', features: ['fundraiser-tools'] });
    expect(within(nav()).getByRole('link', { name: 'My fundraising' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['a host without the tools', fundraiser, []],
    ['a user without a profile', { is_logged_in: true, user_id: 30, fundraiser_id: 0 }, ['fundraiser-tools']],
    ['a host advertising other features only', fundraiser, ['csv-export']],
  ])('offers no My fundraising to %s', (_case, auth, features) => {
    const { nav } = renderBar({ auth, features });
    expect(within(nav()).queryByRole('link', { name: 'My fundraising' })).not.toBeInTheDocument();
  });

  it('offers a visitor Sign in (to /login/) and nothing else', async () => {
    const { nav, container } = renderBar({
      auth: { is_logged_in: false, user_id: 0, fundraiser_id: 0 },
      logoutUrl: LOGOUT,
    });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sign in']);
    expect(links[0]).toHaveAttribute('href', `${BASE}/login/`);
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(nav()).not.toHaveTextContent('Signed in');
    await expectNoAxeViolations(container);
  });

  it('marks Sign in as the current page on the login page', () => {
    const { nav } = renderBar({ auth: { is_logged_in: false, user_id: 0, fundraiser_id: 0 }, path: '/login/' });
    expect(within(nav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('AccountBar in the app frame', () => {
  it.each(['/login/', '/no-such-page/'])('is above the page on %s', async (path) => {
    renderApp(path);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The bar comes first in document order, so it reads (and tabs) before the page.
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
