import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { findNineTeams, listAnswers } from '../leaderboard/testing/stories';
import { pageStoryParameters } from '../app/testing/storyHelpers';

const meta = {
  title: 'Pages/SelectTeam',
  component: PageStory,
  parameters: pageStoryParameters(
    'Find a team to join at `/select-team/` for a fundraiser who has none yet: the same searchable team finder, outside the registration steps.',
  ),
  args: {
    path: '/select-team/',
    hostData: demoHostData({ auth: demoAuth.fundraiser }),
    answers: listAnswers('team', 'loaded'),
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fundraiser without a team picks one: the same finder, outside the registration steps. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await findNineTeams(canvas);
    await expect(canvas.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  },
};
