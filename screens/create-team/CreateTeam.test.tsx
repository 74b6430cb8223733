import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { pngFile } from '../../tests/setup/imageFiles';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import type { HostData } from '../app/hostData';
import { demoAuth } from '../app/testing/demoData';
import { hostDataFixture } from '../app/testing/fixtures';
import { preloadPage, renderApp } from '../app/testing/renderApp';

const navigateFullPage = vi.hoisted(() => vi.fn());
vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage,
}));

preloadPage(() => import('./index'));

const CAMPAIGN = 'https://site.test/campaigns/run-for-water';
const base = hostDataFixture();
const campaign = { ...base.campaign, team_goal: 2500, team_story_placeholder: 'Why does your team run?' };

function render(answers: Parameters<typeof fakeFetch>[0] = {}, overrides: Partial<HostData> = {}) {
  const fetch = fakeFetch(answers);
  const view = renderApp('/create-team/', { auth: demoAuth.noProfile, campaign, ...overrides }, fetch);
  return { ...view, fetch, user: userEvent.setup() };
}

const names = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)).pathname.split('/').at(-1));

afterEach(() => {
  navigateFullPage.mockReset();
  sessionStorage.clear();
});

describe('create team', () => {
  it('starts from the campaign defaults, public, at step 2 of createTeam', async () => {
    const { container } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your team' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team goal/)).toHaveValue(2500);
    expect(screen.getByLabelText(/^Team story/)).toHaveValue('Why does your team run?');
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Closed (invite only)' })).not.toBeChecked();
    expect(screen.getByText('JPG or PNG. Recommended size: 250x250 px.')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Create Team');
    await expectNoAxeViolations(container);
  });

  it('says at the invitations when they go out: once the team is approved, when teams need approval', async () => {
    render();
    const invite = await screen.findByLabelText(/^Invite people/);
    expect(invite).toHaveAccessibleDescription(
      'Separate addresses with commas, or press Enter after each one. If new teams need the organiser’s approval, invitations are sent once your team is approved.',
    );
  });

  it('requires name, story and goal; marks them and focuses the first', async () => {
    const { user, fetch } = render();
    await user.clear(await screen.findByLabelText(/^Team story/));
    await user.clear(screen.getByLabelText(/^Team goal/));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Enter a team name')).toBeInTheDocument();
    expect(screen.getByText('Tell people why you are fundraising')).toBeInTheDocument();
    expect(screen.getByText('Enter a fundraising goal')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Team story/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Team goal/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Team name/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the team name stops at the server limit of 100 characters, with the count at 0 (issue 26)', async () => {
    const { user } = render();
    const name = await screen.findByLabelText(/^Team name/);
    await user.click(name);
    await user.paste('T'.repeat(150));
    expect(name).toHaveValue('T'.repeat(100));
    expect(name).toHaveAccessibleDescription('0 characters left');
  });

  it('an invalid invite email blocks the save with a message', async () => {
    const { user, fetch } = render();
    await user.type(await screen.findByLabelText(/^Team name/), 'River Runners');
    await user.type(screen.getByLabelText(/^Invite people/), 'ana@example.org, not-an-email{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Correct or remove the invalid email addresses before saving.')).toBeInTheDocument();
    expect(screen.getByText('not-an-email is not a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Invite people/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a file over the upload cap shows the message and disables submit', async () => {
    const { user } = render({}, { config: { ...base.config, maxUploadSize: 1000 } });
    const big = pngFile('huge.png', 2000);
    await user.upload(await screen.findByLabelText(/^Team image/, { selector: 'input' }), big);
    expect(await screen.findAllByText('huge.png exceeds the maximum upload size for this site')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeDisabled();
    expect(screen.getByText('Choose a smaller image to save the team.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without that image' }));
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeEnabled();
  });

  it('a GIF is refused for its type, not its size', async () => {
    const { user } = render();
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    // Dropped or chosen past the dialog's filter: the file input's accept list does not stop a drop.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText(/^Team image/, { selector: 'input' }), gif);
    expect(
      await screen.findAllByText('anim.gif is not a permitted image. Use a .jpg, .jpeg or .png file.'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Choose a JPG or PNG image to save the team.')).toBeInTheDocument();
    expect(screen.queryByText(/smaller/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue without that image' }));
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeEnabled();
  });

  it('creates the team, then sends the invitations for the new teamId, then follows the server redirect', async () => {
    const { user, fetch } = render({
      'create-team': () => jsonResponse({ teamId: 41, redirect: '/register/create-profile/' }),
      'send-team-invitation-emails': () => jsonResponse({ sent: 1 }),
    });
    await user.type(await screen.findByLabelText(/^Team name/), 'River Runners');
    await user.click(screen.getByRole('radio', { name: 'Closed (invite only)' }));
    await user.type(screen.getByLabelText(/^Invite people/), 'ana@example.org{Enter}');
    const image = pngFile('team.png');
    await user.upload(screen.getByLabelText(/^Team image/, { selector: 'input' }), image);
    await user.dblClick(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(`${CAMPAIGN}/register/create-profile/`));
    expect(names(fetch)).toEqual(['create-team', 'send-team-invitation-emails']);
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('name')).toBe('River Runners');
    expect(form.get('access')).toBe('private');
    expect(form.get('goal')).toBe('2500');
    expect(form.get('emails')).toBe('ana@example.org');
    expect((form.get('file') as File).name).toBe('team.png');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ team_id: 41 });
  });

  it('a server failure shows its message, leaves the saving state and keeps every value', async () => {
    const { user, fetch } = render({
      'create-team': () => jsonResponse({ code: 'internal_server_error', message: 'The database is busy.' }, 500),
    });
    await user.type(await screen.findByLabelText(/^Team name/), 'River Runners');
    await user.type(screen.getByLabelText(/^Invite people/), 'ana@example.org{Enter}');
    await user.upload(screen.getByLabelText(/^Team image/, { selector: 'input' }), pngFile('team.png'));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy.');
    expect(screen.getByRole('form', { name: 'Create Team' })).toHaveAttribute('data-state', 'error');
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('River Runners');
    expect(screen.getByText('ana@example.org')).toBeInTheDocument();
    expect(screen.getByText('team.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeEnabled();
    expect(names(fetch)).toEqual(['create-team']);
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('failed invitations: the team is saved, the page says so instead of leaving, and Continue goes on', async () => {
    const { user, fetch } = render({
      'create-team': () => jsonResponse({ teamId: 41, redirect: '/register/create-profile/' }),
      'send-team-invitation-emails': () =>
        jsonResponse({ code: 'internal_server_error', message: 'Mail is down.' }, 500),
    });
    await user.type(await screen.findByLabelText(/^Team name/), 'River Runners');
    await user.type(screen.getByLabelText(/^Invite people/), 'ana@example.org{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('The team was saved, but the invitations were not sent.')).toBeInTheDocument();
    expect(screen.getByText('Not sent to: ana@example.org')).toBeInTheDocument();
    expect(screen.getByText('Mail is down.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create Team' })).not.toBeInTheDocument();
    expect(navigateFullPage).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue without sending' })).toHaveAttribute(
      'href',
      `${CAMPAIGN}/register/create-profile/`,
    );
    expect(names(fetch)).toEqual(['create-team', 'send-team-invitation-emails']);
  });
  it.each([
    ['the captain of a team', demoAuth.captain],
    ['a member of a team', demoAuth.fundraiser],
  ])('%s is told before typing that they cannot create another, with a link to their team', async (_, auth) => {
    const { container, fetch } = render({}, { auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your team' })).toBeInTheDocument();
    expect(screen.getByText('You are already on a team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your team' })).toHaveAttribute('href', `${CAMPAIGN}/team/1/`);
    expect(screen.queryByLabelText(/^Team name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Team' })).not.toBeInTheDocument();
    expect(names(fetch)).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
