import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { emptyStory, findNineTeams, listAnswers, noMatchStory } from '../leaderboard/testing/stories';
import { pageStoryParameters, WAIT } from '../app/testing/storyHelpers';

const meta = {
  title: 'Pages/RegisterTeams',
  component: PageStory,
  parameters: pageStoryParameters(
    "Find a team to join at `/register/teams/`: a searchable, paged list of the campaign's teams, closed teams marked as such.",
  ),
  args: {
    path: '/register/teams/',
    hostData: demoHostData(),
    answers: listAnswers('team', 'loaded'),
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of joining a team: public teams only, no ranks, each card leads to the team's join page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { current: 'step' }, WAIT)).toHaveTextContent('Find Team');
    const list = await findNineTeams(canvas);
    await expect(within(list).queryByText('Closed')).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Join Team Clean Water Crew' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/team\/1\/join\/$/),
    );
  },
};

export const NoMatch: Story = noMatchStory('/register/teams/');

export const Empty: Story = emptyStory('team', 'Be the first to create a team!');
