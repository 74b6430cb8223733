import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { navigateFullPage } from '../app/redirects';
import { preloadPage, renderApp } from '../app/testing/renderApp';

vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage: vi.fn(),
}));
preloadPage(() => import('./index'));

const CAMPAIGN_URL = 'https://site.test/campaigns/run-for-water';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.mocked(navigateFullPage).mockClear());

async function fillAll(user: ReturnType<typeof userEvent.setup>, email = 'ivy@example.org') {
  await user.type(await screen.findByLabelText(/First name/), 'Ivy');
  await user.type(screen.getByLabelText(/Last name/), 'Individual');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret12');
  await user.type(screen.getByLabelText(/Confirm password/), 'secret12');
}

describe('register page (visitor)', () => {
  it('shows every validation message, marks the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const { container, fetch } = renderApp('/register/individual/');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    // Validation runs asynchronously after the click: under load the messages can land after it resolves.
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter a password',
      'Confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/Confirm password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must have at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  }, 15_000); // many keystrokes plus axe: slow on a shared CPU

  it('is step 1 of joinIndividual (individual) and of createTeam (captain)', async () => {
    renderApp('/register/individual/');
    const step = await screen.findByRole('listitem', { current: 'step' });
    expect(step).toHaveTextContent('1');
    expect(step).toHaveTextContent('Register');
    expect(within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(3);
    expect(sessionStorage.getItem('p2p-navigation-set')).toBe('joinIndividual');
  });

  it('captain: step 1 of 4 in createTeam and team_captain true', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch({ 'register-fundraiser': () => jsonResponse({ redirect: '/create-team/' }) });
    renderApp('/register/captain/', {}, fetch);
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('Register');
    expect(within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(4);
    expect(sessionStorage.getItem('p2p-navigation-set')).toBe('createTeam');
    await fillAll(user);
    // Only the password has a show/hide button and help; the names are sent trimmed.
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
    expect(screen.getByText('At least 6 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Last name/), '  ');
    await user.click(screen.getByRole('button', { name: 'Register and create your team' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN_URL}/create-team/`));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Ivy',
      lastName: 'Individual',
      email: 'ivy@example.org',
      password: 'secret12',
      password2: 'secret12',
      team_captain: true,
      campaign_id: 7,
    });
  });

  it('names stop at the server limit of 100 characters as typed, with a count near it (issue 26)', async () => {
    const user = userEvent.setup();
    renderApp('/register/individual/');
    const first = await screen.findByLabelText(/First name/);
    const last = screen.getByLabelText(/Last name/);
    expect(first).toHaveAttribute('maxlength', '100');
    await user.click(first);
    await user.paste('x'.repeat(80));
    expect(first).toHaveAccessibleDescription('20 characters left');
    // A paste over the limit is cut by the browser; the count says there is no room left, and nothing is invalid.
    await user.click(last);
    await user.paste('y'.repeat(2000));
    expect(last).toHaveValue('y'.repeat(100));
    expect(last).toHaveAccessibleDescription('0 characters left');
    expect(last).not.toHaveAttribute('aria-invalid');
  });

  it('links "Please log in." when the host says the email is taken in its known words', async () => {
    const user = userEvent.setup();
    const taken = 'An account with this email address already exists. Please log in.';
    const fetch = fakeFetch({
      'register-fundraiser': () =>
        jsonResponse({ code: 'existing_user_email', message: taken, data: { status: 400 } }, 400),
    });
    renderApp('/register/individual/', {}, fetch);
    await fillAll(user, 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(taken);
    const link = within(alert).getByRole('link', { name: 'Please log in.' });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the values and shows the server message when the email is taken; a retry clears it', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch({
      'register-fundraiser': () =>
        jsonResponse(
          {
            code: 'existing_user_email',
            message: 'An account with this email address already exists.',
            data: { status: 400 },
          },
          400,
        ),
    });
    renderApp('/register/individual/', {}, fetch);
    await fillAll(user, 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email address already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ivy');
    expect(screen.getByLabelText(/Email/)).toHaveValue('taken@example.org');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret12');
    expect(screen.getByLabelText(/Confirm password/)).toHaveValue('secret12');
    expect(navigateFullPage).not.toHaveBeenCalled();

    fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([['https://evil.example/next'], ['//evil.example/next'], ['javascript:alert(1)']])(
    'refuses the server redirect %s and stays on the page',
    async (redirect) => {
      const user = userEvent.setup();
      renderApp('/register/individual/', {}, fakeFetch({ 'register-fundraiser': () => jsonResponse({ redirect }) }));
      await fillAll(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('another website');
      expect(navigateFullPage).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-disabled');
    },
  );
});

describe('register page (logged in without a fundraiser profile)', () => {
  const user = { firstName: 'Nora', lastName: 'Noprofile', email: 'noprofile@example.org' };
  const auth = { is_logged_in: true, user_id: 30, fundraiser_id: 0 };

  it('prefills from user info, fixes the email, hides the passwords and calls create-fundraiser-profile', async () => {
    const events = userEvent.setup();
    const fetch = fakeFetch({
      'get-user-info': () => jsonResponse({ data: user }),
      'create-fundraiser-profile': () => jsonResponse({ redirect: '/register/create-profile/' }),
    });
    const { container } = renderApp('/register/individual/', { auth }, fetch);
    const email = await screen.findByLabelText(/Email/);
    expect(email).toBeDisabled();
    expect(email).toHaveValue('noprofile@example.org');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Nora');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Noprofile');
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await events.clear(screen.getByLabelText(/Last name/));
    await events.type(screen.getByLabelText(/Last name/), 'Newname');
    await events.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN_URL}/register/create-profile/`));
    const call = fetch.mock.calls.find(([input]) => String(input).includes('create-fundraiser-profile'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Nora',
      lastName: 'Newname',
      email: 'noprofile@example.org',
      team_captain: false,
      campaign_id: 7,
    });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('register-fundraiser'))).toBe(false);
  });

  it('a failed user-info load shows the message and Try again, which loads the form', async () => {
    const events = userEvent.setup();
    let attempts = 0;
    const fetch = fakeFetch({
      'get-user-info': () => {
        attempts += 1;
        // A 403 is not retried on its own: only the button brings the form.
        return attempts === 1
          ? jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, 403)
          : jsonResponse({ data: user });
      },
    });
    renderApp('/register/individual/', { auth }, fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cookie check failed');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('noprofile@example.org');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('uses the host data user without fetching', async () => {
    const fetch = fakeFetch({});
    renderApp('/register/captain/', { auth, user }, fetch);
    expect(await screen.findByLabelText(/Email/)).toHaveValue('noprofile@example.org');
    expect(fetch).not.toHaveBeenCalled();
  });
});
