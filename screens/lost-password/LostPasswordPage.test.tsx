import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => import('./index'));

describe('lost password page', () => {
  it.each(['/lost-password/', '/lost-password/sent'])('%s leads back to the campaign (issue 26)', async (path) => {
    renderApp(path);
    const back = await screen.findByRole('link', { name: 'Back to Run for Water' });
    expect(back).toHaveAttribute('href', 'https://site.test/campaigns/run-for-water/');
  });

  it('requires the handle and links to login', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/lost-password/');
    await user.click(await screen.findByRole('button', { name: 'Get New Password' }));
    expect(screen.getByText('Enter your email or username')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or username/)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/login/',
    );
    await expectNoAxeViolations(container);
  });

  it('moves to the sent page after the request', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch({ 'send-password-reset-email': () => jsonResponse({ redirect: '/lost-password/sent' }) });
    renderApp('/lost-password/', {}, fetch);
    await user.type(await screen.findByLabelText(/Email or username/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Get New Password' }));
    expect(await screen.findByText('Check your email for the confirmation link.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      user_handle: 'ann@example.org',
      campaign_id: 7,
    });
  });

  it('shows the server message on failure and keeps the handle', async () => {
    const user = userEvent.setup();
    renderApp(
      '/lost-password/',
      {},
      fakeFetch({
        'send-password-reset-email': () =>
          jsonResponse({ code: 'x', message: 'Mail is down.', data: { status: 500 } }, 500),
      }),
    );
    await user.type(await screen.findByLabelText(/Email or username/), 'ann');
    await user.click(screen.getByRole('button', { name: 'Get New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down.');
    expect(screen.getByLabelText(/Email or username/)).toHaveValue('ann');
  });
});
