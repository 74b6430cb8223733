import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { navigateFullPage } from '../app/redirects';
import { preloadPage, renderApp } from '../app/testing/renderApp';

vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage: vi.fn(),
}));
preloadPage(() => import('./index'));

afterEach(() => vi.mocked(navigateFullPage).mockClear());

async function signIn(user: ReturnType<typeof userEvent.setup>, passwordText = 'demo1234') {
  await user.type(await screen.findByLabelText(/Email or username/), 'fundraiser');
  await user.type(screen.getByLabelText(/^Password/), passwordText);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('requires both fields and links to lost password', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/login/');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or username/)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/lost-password/',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the server message for a wrong password and keeps the handle', async () => {
    const user = userEvent.setup();
    renderApp(
      '/login/',
      {},
      fakeFetch({
        'fundraiser-login': () =>
          jsonResponse(
            { code: 'invalid_credentials', message: 'Invalid username or password.', data: { status: 401 } },
            401,
          ),
      }),
    );
    await signIn(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText(/Email or username/)).toHaveValue('fundraiser');
  });

  it('follows a same-origin absolute redirect with a full page load', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch({
      'fundraiser-login': () =>
        jsonResponse({ redirect: 'https://site.test/campaigns/run-for-water/start-fundraising/' }),
    });
    renderApp('/login/', {}, fetch);
    await signIn(user);
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/start-fundraising/'),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      user_handle: 'fundraiser',
      password: 'demo1234',
      campaign_id: 7,
    });
  });

  it('refuses a redirect to another host', async () => {
    const user = userEvent.setup();
    renderApp(
      '/login/',
      {},
      fakeFetch({ 'fundraiser-login': () => jsonResponse({ redirect: 'https://evil.example/' }) }),
    );
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('another website');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
