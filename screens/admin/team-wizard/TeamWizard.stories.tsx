import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { adminStoryParameters, WAIT } from '../testing/storyHelpers';
import { type AdminAnswer, wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { adminTeamAnswer, teamMembers } from './testing/teamWizardFixtures';

const meta = {
  title: 'Admin/Team wizard',
  component: AdminStory,
  parameters: adminStoryParameters(
    'The create-team wizard of the teams screen (Profile → Captain → Invite members → Done) and the edit form, on the hash routes `/create-team`, `/edit-team-<id>`, `/add-team-captain-<id>`, `/invite-team-members-<id>`, `/team-created-<id>`.',
  ),
  args: { admin: adminFixture('teams'), path: '/create-team', answers: {} },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create a team' }, WAIT)).toBeVisible();
    await expect(canvas.getByLabelText(/^Team goal/)).toHaveValue('2,000');
  },
};

export const ProfileEditPrefilled: Story = {
  args: { path: '/edit-team-12', answers: { 'get-team': adminTeamAnswer({ notify_of_donations: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit team: River Runners' }, WAIT)).toBeVisible();
    await expect(canvas.getByLabelText(/^Team goal/)).toHaveValue('1,250,000');
  },
};

export const ProfileSubmitError: Story = {
  args: {
    answers: {
      'admin-create-team': wpError(422, 'team_name_taken', 'A team with this name already exists in the campaign.'),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Team name/, undefined, WAIT), 'River Runners');
    await userEvent.click(canvas.getByRole('button', { name: 'Create team and continue' }));
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent('already exists');
    await expect(canvas.getByLabelText(/^Team name/)).toHaveValue('River Runners');
  },
};

/** The team is still being read. */
export const ProfileEditLoading: Story = {
  args: { path: '/edit-team-12', answers: { 'get-team': { pending: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the team' }, WAIT)).toBeInTheDocument();
  },
};

export const ProfileLoadError: Story = {
  args: { path: '/edit-team-12', answers: { 'get-team': wpError(500, 'db', 'The database is busy.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is busy.', undefined, WAIT)).toBeVisible();
  },
};

export const CaptainWithoutMembers: Story = {
  args: { path: '/add-team-captain-12', answers: { 'get-team': adminTeamAnswer() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The team has no members yet/, undefined, WAIT)).toBeVisible();
  },
};

export const CaptainWithMembers: Story = {
  args: { path: '/add-team-captain-12', answers: { 'get-team': adminTeamAnswer({ members: teamMembers }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /An existing member/ }, WAIT));
    await expect(canvas.getByRole('combobox', { name: /^Member/ })).toBeVisible();
  },
};

/** The server refused the new captain: its message in the form, every typed value kept, still on the captain step. */
export const CaptainSubmitError: Story = {
  args: {
    path: '/add-team-captain-12',
    answers: {
      'get-team': adminTeamAnswer(),
      'admin-add-team-captain': wpError(409, 'already_fundraiser', 'This person already fundraises in the campaign.'),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^First name/, undefined, WAIT), 'Ann');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Lee');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ann@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Save captain and continue' }));
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This person already fundraises in the campaign.',
    );
    await expect(canvas.getByRole('heading', { name: 'Add a captain to River Runners' })).toBeVisible();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Ann');
    await expect(canvas.getByLabelText(/^Last name/)).toHaveValue('Lee');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ann@example.org');
    await expect(canvas.getByRole('button', { name: 'Save captain and continue' })).toBeEnabled();
  },
};

export const InviteHeld: Story = {
  args: {
    path: '/invite-team-members-12',
    answers: {
      'get-team': adminTeamAnswer({
        status: 'pending',
        invitations: [{ email: 'old@example.org', sent: false }],
      }),
      'admin-send-team-invitation-emails': { body: { sent: 0, held: 2 } },
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Email addresses' }, WAIT);
    await userEvent.type(field, 'a@example.org, b@example.org{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(
      await canvas.findByText('2 invitations held until the team is approved.', undefined, WAIT),
    ).toBeVisible();
  },
};

export const InviteRefusedAddress: Story = {
  args: {
    path: '/invite-team-members-12',
    answers: {
      'get-team': adminTeamAnswer(),
      'admin-send-team-invitation-emails': wpError(
        400,
        'rest_invalid_param',
        'Invalid email addresses: bounce@example.invalid',
      ),
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Email addresses' }, WAIT);
    await userEvent.type(field, 'a@example.org, bounce@example.invalid{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent('bounce@example.invalid');
  },
};

function inviteFailed(answer: AdminAnswer, message: string): Story {
  return {
    args: {
      path: '/invite-team-members-12',
      answers: { 'get-team': adminTeamAnswer(), 'admin-send-team-invitation-emails': answer },
    },
    play: async ({ canvas }) => {
      const field = await canvas.findByRole('textbox', { name: 'Email addresses' }, WAIT);
      await userEvent.type(field, 'a@example.org, b@example.org{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
      await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(message);
      await expect(canvas.getByRole('button', { name: 'Remove a@example.org' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Remove b@example.org' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Send invitations' })).toBeEnabled();
    },
  };
}

/** The invitations failed on the server (a 500): its message above the field, both addresses kept to send again. */
export const InviteServerError = inviteFailed(
  wpError(500, 'mail_failed', 'The invitation emails could not be sent: the mail server did not answer.'),
  'The invitation emails could not be sent: the mail server did not answer.',
);

/** The connection dropped while sending: the connection message above the field, both addresses kept. */
export const InviteOffline = inviteFailed(
  { error: 'network' },
  'Could not reach the server. Check your connection and try again.',
);

export const Done: Story = {
  args: {
    path: '/team-created-12',
    answers: {
      'get-team': adminTeamAnswer({
        captain: { fundraiser_id: 50, user_id: 9, name: 'Ann Lee', email: 'ann@example.org' },
        invitations: [{ email: 'a@example.org', sent: true }],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Team created: River Runners' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('Ann Lee')).toBeVisible();
  },
};
