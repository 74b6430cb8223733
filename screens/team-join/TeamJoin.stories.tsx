import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData, demoTeam } from '../app/testing/demoData';
import { pageStoryParameters, WAIT } from '../app/testing/storyHelpers';

const solo = { is_logged_in: true, user_id: 40, fundraiser_id: 4 };
const canJoin = { body: { canJoin: true } };

const meta = {
  title: 'Pages/TeamJoin',
  component: PageStory,
  parameters: pageStoryParameters(
    'Joining a team at `/team/{id}/join/`: a fundraiser with a profile joins in one click (checking, ready, joining, failed); everyone else gets the registration-plus-join form. Private and unknown teams say so.',
  ),
  args: { path: '/team/1/join/', hostData: demoHostData({ auth: demoAuth.visitor, team: demoTeam }) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fundraiser opens the page: the can-join check is running. */
export const Checking: Story = {
  args: {
    hostData: demoHostData({ auth: solo, team: demoTeam }),
    answers: { 'fundraiser-can-join-team': { pending: true } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Checking permissions' }),
    ).toBeInTheDocument();
  },
};

/** The check passed: one click joins. */
export const Ready: Story = {
  args: {
    hostData: demoHostData({ auth: solo, team: demoTeam }),
    answers: { 'fundraiser-can-join-team': canJoin },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Join Team' }, WAIT)).toBeEnabled();
  },
};

/** 'Join Team' was clicked and the server has not answered yet. */
export const Joining: Story = {
  args: {
    hostData: demoHostData({ auth: solo, team: demoTeam }),
    answers: { 'fundraiser-can-join-team': canJoin, 'fundraiser-join-team': { pending: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Team' }, WAIT));
    await expect(canvas.getByRole('button', { name: 'Join Team' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The join failed: the server's message and a retry. */
export const JoinFailed: Story = {
  name: 'Error',
  args: {
    hostData: demoHostData({ auth: solo, team: demoTeam }),
    answers: {
      'fundraiser-can-join-team': canJoin,
      'fundraiser-join-team': {
        body: { code: 'p2p_cannot_join_team', message: 'You are already a member of a team.' },
        status: 403,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Team' }, WAIT));
    await expect(await canvas.findByText('You are already a member of a team.', {}, WAIT)).toBeVisible();
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).not.toHaveAttribute('aria-disabled');
    // Busy, not disabled, while joining: focus stays on the button that was pressed, ready to try again.
    await expect(tryAgain).toHaveFocus();
  },
};

/** A visitor: create an account and join (step 2 of the joinTeam set). */
export const RegistrationForm: Story = {};

/** The form after submitting it empty with a short password: every field marked. */
export const RegistrationFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Team' }));
    await expect(await canvas.findByText('Password must have at least 6 characters')).toBeVisible();
  },
};

/** A logged-in user without a profile: names prefilled, email fixed, no passwords. */
export const LoggedInWithoutProfile: Story = {
  args: {
    hostData: demoHostData({
      auth: demoAuth.noProfile,
      team: demoTeam,
      user: { firstName: 'Nora', lastName: 'Noprofile', email: 'noprofile@example.org' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Email/)).toBeDisabled();
  },
};

/** A closed team: nobody joins without an invitation. */
export const PrivateTeam: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.visitor, team: { ...demoTeam, access: 'private' } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This team is invite only' })).toBeVisible();
  },
};

export const TeamNotFound: Story = {
  args: {
    path: '/team/999/join/',
    hostData: demoHostData({ auth: demoAuth.visitor }),
    answers: { 'get-team': { body: { code: 'p2p_team_not_found', message: 'Team not found.' }, status: 404 } },
  },
};
