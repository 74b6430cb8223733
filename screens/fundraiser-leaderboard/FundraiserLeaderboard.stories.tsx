import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { pageStoryParameters } from '../app/testing/storyHelpers';
import { leaderboardStories, listAnswers } from '../leaderboard/testing/stories';

const meta = {
  title: 'Pages/FundraiserLeaderboard',
  component: PageStory,
  parameters: pageStoryParameters(
    'All fundraisers at `/fundraiser-leaderboard/`: search (debounced 500 ms), 9 per page with pagination, rank badges on the top three of page 1, and the empty, no-match and error states.',
  ),
  args: { path: '/fundraiser-leaderboard/', hostData: demoHostData(), answers: listAnswers('fundraiser', 'loaded') },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = leaderboardStories('fundraiser', {
  path: '/fundraiser-leaderboard/',
  title: 'Fundraiser Leaderboard',
  plural: 'Fundraisers',
  searchLabel: 'Search fundraisers',
  typed: 'Ana',
  empty: 'Be the first to join as a fundraiser!',
  emptyAction: 'Start Fundraising',
  loadError: 'Something went wrong while loading campaign fundraisers.',
});

/** Page 1 with no search: the top three carry their place badges. */
export const Loaded: Story = stories.Loaded;

export const Page2: Story = stories.Page2;

export const Loading: Story = stories.Loading;

/** Typing a search keeps the page on screen, marked busy, until the results arrive (here: never). */
export const Searching: Story = stories.Searching;

export const Empty: Story = stories.Empty;

export const NoMatch: Story = stories.NoMatch;

export const LoadError: Story = stories.LoadError;

/** A page above the last (a stale or edited link) is an error too, with a way back to page 1. */
export const PageWithoutData: Story = stories.PageWithoutData;
