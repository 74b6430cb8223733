import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { navigateFullPage } from '../app/redirects';
import { demoFundraiser } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';

vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage: vi.fn(),
}));
preloadPage(() => import('./index'));

const owner = { is_logged_in: true, user_id: 12, fundraiser_id: 2 };
const fundraiser = { ...demoFundraiser, story: '<p>First paragraph.</p><p>Second one.</p>' };

afterEach(() => vi.mocked(navigateFullPage).mockClear());

describe('fundraiser update page', () => {
  it('prefills from host data for the owner, sends fundraiserId and returns to the fundraiser page', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    const fetch = fakeFetch({
      'update-fundraiser-profile': (_url, init) => {
        sent = init?.body as FormData;
        return jsonResponse({ fundraiserId: 2, redirect: '/fundraiser/2/' });
      },
    });
    const { container } = renderApp('/fundraiser/2/update/', { auth: owner, fundraiser }, fetch);
    const story = await screen.findByLabelText(/Your story/);
    expect(story).toHaveValue('First paragraph.\n\nSecond one.');
    expect(screen.getByLabelText(/Fundraising goal/)).toHaveValue(2500);
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/fundraiser/2/'),
    );
    expect(sent?.get('action')).toBe('update');
    expect(sent?.get('fundraiserId')).toBe('2');
    expect(sent?.get('file')).toBeNull();
  });

  it('offers Cancel: back to the fundraiser page, nothing sent', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch({});
    renderApp('/fundraiser/2/update/', { auth: owner, fundraiser }, fetch);
    await user.type(await screen.findByLabelText(/Your story/), ' Changed my mind.');
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('href', 'https://site.test/campaigns/run-for-water/fundraiser/2/');
    // A plain link (a full page load): jsdom does not navigate, but the click must not submit the form.
    cancel.addEventListener('click', (event) => event.preventDefault());
    await user.click(cancel);
    expect(fetch).not.toHaveBeenCalled();
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('falls back to get-fundraiser-info without host data', async () => {
    const fetch = fakeFetch({
      'get-fundraiser-info': () => jsonResponse({ data: { fundraiser: demoFundraiser, team: null } }),
    });
    renderApp('/fundraiser/2/update/', { auth: owner }, fetch);
    expect(await screen.findByLabelText(/Your story/)).toHaveValue('I am running my first marathon for clean water.');
  });

  it('tells another fundraiser they cannot edit it', async () => {
    const fetch = fakeFetch({});
    renderApp(
      '/fundraiser/2/update/',
      { auth: { is_logged_in: true, user_id: 40, fundraiser_id: 4 }, fundraiser },
      fetch,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot edit this profile' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your story/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
