import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { leaderboardAnswer } from '../leaderboard/testing/stories';

const ENDPOINT = 'get-campaign-teams-search';
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/SelectTeam',
  component: PageStory,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Find a team to join at `/select-team/` for a fundraiser who has none yet: the same searchable team finder, outside the registration steps.',
      },
    },
  },
  args: {
    path: '/select-team/',
    hostData: demoHostData({ auth: demoAuth.fundraiser }),
    answers: { [ENDPOINT]: leaderboardAnswer('team', 'loaded') },
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fundraiser without a team picks one: the same finder, outside the registration steps. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Teams' }, WAIT);
    await expect(within(list).getAllByRole('article')).toHaveLength(9);
    await expect(canvas.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  },
};
