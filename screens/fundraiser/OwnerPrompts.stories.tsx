import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoFundraiserStats, demoHostData } from '../app/testing/demoData';
import { pageStoryParameters, WAIT } from '../app/testing/storyHelpers';

const SAMPLE = 'Tell people why clean water matters to you and what your run will look like.';

/** Frank on his own page, on a host with the fundraising tools: `raised` and `story` decide the prompts. */
function ownPage({ raised, story }: { raised: number; story: string }) {
  const base = demoHostData();
  return demoHostData({
    auth: demoAuth.fundraiser,
    campaign: { ...base.campaign, fundraiser_story_placeholder: SAMPLE },
    config: { ...base.config, features: ['fundraiser-tools'] },
    fundraiser: { ...demoFundraiser, amount_raised: raised, story },
    fundraiserStats:
      raised > 0
        ? demoFundraiserStats
        : {
            ...demoFundraiserStats,
            raisedAmount: 0,
            raisedPercentage: 0,
            averageAmount: 0,
            donationsCount: 0,
            donorsCount: 0,
          },
    donations: [],
  });
}

const meta = {
  title: 'Pages/FundraiserOwnerPrompts',
  component: PageStory,
  parameters: pageStoryParameters(
    "What only the owner sees on their own fundraiser page when the host advertises the fundraising tools: an invitation to give the first gift while the page has raised nothing, and story prompts while the story is still the campaign's sample.",
  ),
  args: {
    path: '/fundraiser/2/',
    hostData: ownPage({ raised: 0, story: SAMPLE }),
    answers: { 'get-fundraiser-top-donors': { body: { data: [] } } },
  },
  // A prompt closed in one story must not be missing from the next.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('p2p-dismissed:')) localStorage.removeItem(key);
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first day: nothing raised and the sample story: both prompts. */
export const FirstDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kick off your page with the first gift', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Your story is still the sample text')).toBeVisible();
  },
};

/** Gifts have come in, the story is still the sample: the story prompts alone. */
export const SampleStory: Story = {
  args: { hostData: ownPage({ raised: 1320, story: SAMPLE }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your story is still the sample text', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText('Kick off your page with the first gift')).toBeNull();
  },
};

/** The owner's own words and gifts on the page: nothing to prompt. */
export const NothingToPrompt: Story = {
  args: { hostData: ownPage({ raised: 1320, story: demoFundraiser.story }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit profile' }, WAIT)).toBeVisible();
    await expect(canvas.queryByText('Your story is still the sample text')).toBeNull();
  },
};
