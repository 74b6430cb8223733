import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { leaderboardAnswer } from '../leaderboard/testing/stories';

const ENDPOINT = 'get-campaign-teams-search';
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/RegisterTeams',
  component: PageStory,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Find a team to join at `/register/teams/`: a searchable, paged list of the campaign's teams, closed teams marked as such.",
      },
    },
  },
  args: {
    path: '/register/teams/',
    hostData: demoHostData(),
    answers: { [ENDPOINT]: leaderboardAnswer('team', 'loaded') },
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of joining a team: public teams only, no ranks, each card leads to the team's join page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { current: 'step' }, WAIT)).toHaveTextContent('Find Team');
    const list = await canvas.findByRole('list', { name: 'Teams' }, WAIT);
    await expect(within(list).getAllByRole('article')).toHaveLength(9);
    await expect(within(list).queryByText('Closed')).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Join Team Clean Water Crew' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/team\/1\/join\/$/),
    );
  },
};

export const NoMatch: Story = {
  args: { path: '/register/teams/?search=zzzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing found for search term "zzzz".', {}, WAIT)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { answers: { [ENDPOINT]: leaderboardAnswer('team', 'empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Be the first to create a team!', {}, WAIT)).toBeVisible();
  },
};
