import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData, demoTeam } from '../app/testing/demoData';

const meta = {
  title: 'Pages/TeamUpdate',
  component: PageStory,
  args: { path: '/team/1/update', hostData: demoHostData({ auth: demoAuth.captain, team: demoTeam }) },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The edit-team page at `/team/{id}/update`: only the team's captain gets the prefilled team form; anyone else is told they may not edit it.",
      },
    },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The captain edits: every field from the team the page carries. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Team name/)).toHaveValue('Clean Water Crew');
  },
};

/** Another fundraiser opened the edit URL. */
export const NotAllowed: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.fundraiser, team: demoTeam }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'You cannot edit this team' }),
    ).toBeVisible();
  },
};
