import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { adminStoryParameters, WAIT } from '../testing/storyHelpers';
import { wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { wireFundraiser } from '../testing/wireRows';
import { fundraisersAnswer } from '../fundraisers/testing/fundraiserRows';

/** get-fundraiser's `data` as the reference host sends it (section 7.4 plus email). */
const fundraiser = wireFundraiser({
  id: 21,
  user_id: 8,
  name: 'Ann Lee',
  email: 'ann@example.org',
  campaign_id: 7,
  story: 'I run for clean water.\n\nEvery mile is a well.',
  goal: 1250000,
  team_id: 3,
  is_captain: false,
  profile_image: '',
  notify_of_donations: true,
  status: 'active',
});

const meta = {
  title: 'Admin/Fundraiser wizard',
  component: AdminStory,
  parameters: adminStoryParameters(
    'Create a fundraiser (WordPress user → profile → done) and edit one, on the fundraisers tab: `#/create-wp-user`, `#/create-fundraiser-{userId}`, `#/fundraiser-created-{id}`, `#/edit-fundraiser-{id}`. The profile fields are the visitor app’s; the goal takes the site’s separators ("1,250,000").',
  ),
  args: {
    admin: adminFixture('fundraisers'),
    answers: {
      'get-team-fundraisers': fundraisersAnswer([]),
      'get-fundraiser': { body: { data: fundraiser } },
    },
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WordPressUser: Story = {
  args: { path: '/create-wp-user' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/First name/, {}, WAIT)).toBeVisible();
  },
};

/** Types a WordPress user's name and email and presses Continue. */
async function submitWordPressUser(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(await canvas.findByLabelText(/First name/, {}, WAIT), 'Ann');
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Lee');
  await userEvent.type(canvas.getByLabelText(/Email/), 'ann@example.org');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** The email already fundraises for this campaign (409): the server's message on the email field, every value kept. */
export const WordPressUserAlreadyFundraiser: Story = {
  args: {
    path: '/create-wp-user',
    answers: {
      'admin-add-wp-user': wpError(409, 'already_fundraiser', 'ann@example.org already fundraises for this campaign.'),
    },
  },
  play: async ({ canvas }) => {
    await submitWordPressUser(canvas);
    const email = canvas.getByLabelText(/Email/);
    await waitFor(
      () => expect(email).toHaveAccessibleDescription(/ann@example\.org already fundraises for this campaign\./),
      WAIT,
    );
    await expect(canvas.getByText('ann@example.org already fundraises for this campaign.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ann@example.org');
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Ann');
    await expect(canvas.getByLabelText(/Last name/)).toHaveValue('Lee');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** The connection dropped on Continue: the connection message above the form, every value kept. */
export const WordPressUserOffline: Story = {
  args: { path: '/create-wp-user', answers: { 'admin-add-wp-user': { error: 'network' } } },
  play: async ({ canvas }) => {
    await submitWordPressUser(canvas);
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Ann');
    await expect(canvas.getByLabelText(/Last name/)).toHaveValue('Lee');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('ann@example.org');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Profile: Story = {
  args: { path: '/create-fundraiser-31' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Fundraising goal/, {}, WAIT)).toHaveValue('500');
  },
};

export const ProfileOfAnExistingUser: Story = {
  args: { path: '/create-fundraiser-12?existing=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/already existed/, {}, WAIT)).toBeVisible();
  },
};

export const ProfileTeamsFailed: Story = {
  args: {
    path: '/create-fundraiser-31',
    answers: { 'get-team-fundraisers': wpError(500, 'db_error', 'The database is not answering.') },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The teams could not be loaded/, {}, WAIT)).toBeVisible();
  },
};

/** The server refused the new fundraiser: its message in the form, every typed value kept. */
export const ProfileSubmitError: Story = {
  args: {
    path: '/create-fundraiser-31',
    answers: {
      'get-team-fundraisers': fundraisersAnswer([]),
      'admin-create-fundraiser': wpError(
        409,
        'already_fundraiser',
        'This user already has a fundraiser in the campaign.',
      ),
    },
  },
  play: async ({ canvas }) => {
    const goal = await canvas.findByLabelText(/Fundraising goal/, {}, WAIT);
    await userEvent.clear(goal);
    await userEvent.type(goal, '1,250,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create fundraiser' }));
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent('already has a fundraiser');
    await expect(canvas.getByLabelText(/Fundraising goal/)).toHaveValue('1,250,000');
  },
};

export const Done: Story = {
  args: { path: '/fundraiser-created-21' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Ann Lee can start fundraising now/, {}, WAIT)).toBeVisible();
  },
};

/**
 * The Done step whose fundraiser could not be read (only its name is wanted): the step has no error message of
 * its own; it says "The fundraiser" instead of the name, and its links still work.
 */
export const DoneLoadError: Story = {
  args: {
    path: '/fundraiser-created-21',
    answers: {
      'get-team-fundraisers': fundraisersAnswer([]),
      'get-fundraiser': wpError(500, 'db_error', 'The database is not answering.'),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Fundraiser created' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('The fundraiser can start fundraising now: their page is live.')).toBeVisible();
    await expect(canvas.queryByText(/Ann Lee/)).toBeNull();
    await expect(canvas.getByRole('link', { name: /^View fundraiser/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to fundraisers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create another' })).toBeVisible();
  },
};

export const Edit: Story = {
  args: { path: '/edit-fundraiser-21' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Fundraising goal/, {}, WAIT)).toHaveValue('1,250,000');
  },
};

export const EditOfACaptain: Story = {
  args: {
    path: '/edit-fundraiser-21',
    answers: {
      'get-team-fundraisers': fundraisersAnswer([]),
      'get-fundraiser': { body: { data: { ...fundraiser, is_captain: true } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Team/ }, WAIT)).toBeDisabled();
    await expect(canvas.getByText(/captain, so their team cannot change/)).toBeVisible();
  },
};

/** The fundraiser is still being read. */
export const EditLoading: Story = {
  args: {
    path: '/edit-fundraiser-21',
    answers: { 'get-team-fundraisers': fundraisersAnswer([]), 'get-fundraiser': { pending: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the fundraiser' }, WAIT)).toBeInTheDocument();
  },
};

export const EditLoadError: Story = {
  args: {
    path: '/edit-fundraiser-99',
    answers: {
      'get-team-fundraisers': fundraisersAnswer([]),
      'get-fundraiser': wpError(404, 'not_found', 'No fundraiser with that id.'),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No fundraiser with that id.', {}, WAIT)).toBeVisible();
  },
};
