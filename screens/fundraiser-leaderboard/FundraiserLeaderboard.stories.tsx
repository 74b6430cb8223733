import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { leaderboardAnswer } from '../leaderboard/testing/stories';

const ENDPOINT = 'get-campaign-fundraisers-search';
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/FundraiserLeaderboard',
  component: PageStory,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'All fundraisers at `/fundraiser-leaderboard/`: search (debounced 500 ms), 9 per page with pagination, rank badges on the top three of page 1, and the empty, no-match and error states.',
      },
    },
  },
  args: {
    path: '/fundraiser-leaderboard/',
    hostData: demoHostData(),
    answers: { [ENDPOINT]: leaderboardAnswer('fundraiser', 'loaded') },
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 with no search: the top three carry their place badges. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1 - 9 of 40 Total Fundraisers', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('1st Place')).toBeVisible();
    await expect(canvas.getByText('3rd Place')).toBeVisible();
  },
};

export const Page2: Story = {
  args: { path: '/fundraiser-leaderboard/?page=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 10 - 18 of 40 Total Fundraisers', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText(/Place$/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: { [ENDPOINT]: leaderboardAnswer('fundraiser', 'loading') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fundraiser Leaderboard' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** Typing a search keeps the page on screen, marked busy, until the results arrive (here: never). */
export const Searching: Story = {
  args: { answers: { [ENDPOINT]: leaderboardAnswer('fundraiser', 'searching') } },
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 1 - 9 of 40 Total Fundraisers', {}, WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search fundraisers' }), 'Ana');
    const list = canvas.getByRole('list', { name: 'Fundraisers' });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
    await expect(within(list).getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { answers: { [ENDPOINT]: leaderboardAnswer('fundraiser', 'empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Be the first to join as a fundraiser!', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Fundraising' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { path: '/fundraiser-leaderboard/?search=zzzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing found for search term "zzzz".', {}, WAIT)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { answers: { [ENDPOINT]: leaderboardAnswer('fundraiser', 'error') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Something went wrong while loading campaign fundraisers.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A page above the last (a stale or edited link) is an error too, with a way back to page 1. */
export const PageWithoutData: Story = {
  args: { path: '/fundraiser-leaderboard/?page=9' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Something went wrong while loading campaign fundraisers.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the first page' })).toBeVisible();
  },
};
