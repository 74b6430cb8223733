import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoHostData, demoImages } from '../app/testing/demoData';

const team = { id: 1, name: 'Clean Water Crew', profile_image: demoImages.avatar, members: 4, is_approved: true };
const hostData = demoHostData({ auth: demoAuth.fundraiser });

const meta = {
  title: 'Pages/StartFundraising',
  component: PageStory,
  // The end of the join-a-team flow: the step indicator shows its four steps.
  args: { path: '/start-fundraising/', hostData, stepSet: 'joinTeam' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The status page at `/start-fundraising/` after signing up: 'ready' or 'almost ready' by approval, with profile and team cards (or a 'Join a team' card without a team).",
      },
    },
  },
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
