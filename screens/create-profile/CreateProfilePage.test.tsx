import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { pngFile } from '../../tests/setup/imageFiles';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { navigateFullPage } from '../app/redirects';
import { hostDataFixture } from '../app/testing/fixtures';
import { preloadPage, renderApp } from '../app/testing/renderApp';

vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage: vi.fn(),
}));
preloadPage(() => import('./index'));

const auth = { is_logged_in: true, user_id: 30, fundraiser_id: 0 };
const base = hostDataFixture();
const campaign = { ...base.campaign, fundraiser_goal: 750, fundraiser_story_placeholder: 'Why I run for water.' };
const png = () => pngFile('avatar.png');
const hugePng = () => pngFile('huge.png', base.config.maxUploadSize + 1);
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.mocked(navigateFullPage).mockClear());

describe('create profile page', () => {
  it.each([
    ['joinIndividual', '2', 3],
    ['joinTeam', '3', 4],
    ['createTeam', '3', 4],
  ])('in %s it is step %s', async (set, number, count) => {
    sessionStorage.setItem('p2p-navigation-set', set);
    renderApp('/register/create-profile/', { auth, campaign });
    const step = await screen.findByRole('listitem', { current: 'step' });
    expect(step).toHaveTextContent(number);
    expect(step).toHaveTextContent('Create Profile');
    expect(within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(count);
  });

  it('defaults story and goal from the campaign, shows the size hint, validates', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/register/create-profile/', { auth, campaign });
    const story = await screen.findByLabelText(/Your story/);
    expect(story).toHaveValue('Why I run for water.');
    expect(story).toHaveAttribute('rows', '10');
    expect(screen.getByLabelText(/Fundraising goal/)).toHaveValue(750);
    expect(screen.getByText('Recommended size: 250x250 px')).toBeInTheDocument();

    await user.clear(story);
    await user.clear(screen.getByLabelText(/Fundraising goal/));
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('Tell people why you are fundraising')).toBeInTheDocument();
    expect(screen.getByText('Enter a fundraising goal')).toBeInTheDocument();
    expect(story).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('a file over the upload cap shows the message and disables submit until a good file is chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/register/create-profile/', { auth, campaign });
    await screen.findByLabelText(/Your story/);
    await user.upload(fileInput(container), hugePng());
    expect(
      (await screen.findAllByText('huge.png exceeds the maximum upload size for this site')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Create profile' })).toBeDisabled();
    await user.upload(fileInput(container), png());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create profile' })).toBeEnabled());
  });

  it('sends the multipart payload and follows the redirect as a full page load', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    const fetch = fakeFetch({
      'update-fundraiser-profile': (_url, init) => {
        sent = init?.body as FormData;
        return jsonResponse({ fundraiserId: 9, redirect: '/start-fundraising/' });
      },
    });
    const { container } = renderApp('/register/create-profile/', { auth, campaign }, fetch);
    await screen.findByLabelText(/Your story/);
    await user.upload(fileInput(container), png());
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run-for-water/start-fundraising/'),
    );
    expect(sent?.get('action')).toBe('create');
    expect(sent?.get('campaignId')).toBe('7');
    expect(sent?.get('goal')).toBe('750');
    expect(sent?.get('story')).toBe('Why I run for water.');
    expect((sent?.get('file') as File | undefined)?.name).toBe('avatar.png');
  });

  it('keeps story, goal and file after a server error and sends the file again', async () => {
    const user = userEvent.setup();
    const bodies: FormData[] = [];
    let fail = true;
    const fetch = fakeFetch({
      'update-fundraiser-profile': (_url, init) => {
        bodies.push(init?.body as FormData);
        if (fail)
          return jsonResponse({ code: 'internal_server_error', message: 'Saving failed.', data: { status: 500 } }, 500);
        return jsonResponse({ redirect: '/start-fundraising/' });
      },
    });
    const { container } = renderApp('/register/create-profile/', { auth, campaign }, fetch);
    const story = await screen.findByLabelText(/Your story/);
    await user.clear(story);
    await user.type(story, 'My own words');
    await user.upload(fileInput(container), png());
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed.');
    expect(story).toHaveValue('My own words');
    expect(screen.getByRole('img', { name: 'Preview of avatar.png' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalled());
    expect((bodies[1]?.get('file') as File | undefined)?.name).toBe('avatar.png');
    expect(bodies[1]?.get('story')).toBe('My own words');
  });
});
