import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoHostData, demoImages } from '../app/testing/demoData';
import { pageStoryParameters } from '../app/testing/storyHelpers';

const team = { id: 1, name: 'Clean Water Crew', profile_image: demoImages.avatar, members: 4, is_approved: true };
const hostData = demoHostData({ auth: demoAuth.fundraiser });

const meta = {
  title: 'Pages/StartFundraising',
  component: PageStory,
  parameters: pageStoryParameters(
    "The status page at `/start-fundraising/` after signing up: 'ready' or 'almost ready' by approval, with profile and team cards (or a 'Join a team' card without a team).",
  ),
  // The end of the join-a-team flow: the step indicator shows its four steps.
  args: { path: '/start-fundraising/', hostData, stepSet: 'joinTeam' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approved fundraiser in an approved team: both cards link to their pages. */
export const Approved: Story = {
  args: { answers: { 'get-fundraiser-info': { body: { data: { fundraiser: demoFundraiser, team } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "You're ready to start fundraising!" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Team' })).toBeVisible();
  },
};

/** Waiting for the organiser: the 'almost ready' headline and Pending Approval on both cards. */
export const Pending: Story = {
  args: {
    answers: {
      'get-fundraiser-info': {
        body: {
          data: { fundraiser: { ...demoFundraiser, is_approved: false }, team: { ...team, is_approved: false } },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "You're almost ready to start fundraising!" }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Pending Approval')).toHaveLength(2);
  },
};

/**
 * The end of the create-team flow: a new captain and their team both wait for approval. The captain counts as the
 * team's one member and gets the team page (only they may see it yet) and its edit page.
 */
export const CaptainOfPendingTeam: Story = {
  args: {
    hostData: demoHostData({ auth: demoAuth.captain }),
    stepSet: 'createTeam',
    answers: {
      'get-fundraiser-info': {
        body: {
          data: {
            fundraiser: { ...demoFundraiser, id: 1, fundraiser_name: 'Carla Captain', is_approved: false },
            team: { ...team, members: 1, is_approved: false, captain_user_id: demoAuth.captain.user_id },
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Your team' }));
    await expect(card.getByText('1 member')).toBeVisible();
    await expect(card.getByText('Only you can see the team page until it is approved.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Team' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Edit team' })).toBeVisible();
  },
};

/** A solo fundraiser: the team card becomes 'Join a team'. */
export const NoTeam: Story = {
  args: { answers: { 'get-fundraiser-info': { body: { data: { fundraiser: demoFundraiser, team: null } } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Find a team' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: { 'get-fundraiser-info': { pending: true } } },
};
