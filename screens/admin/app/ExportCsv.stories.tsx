import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { campaignsAnswer, storyCampaigns } from '../campaigns/testing/campaignRows';
import { fundraisersAnswer, storyFundraisers } from '../fundraisers/testing/fundraiserRows';
import { fakeTeamsAnswers, sampleTeams } from '../teams/testing/fakeTeams';
import { AdminStory } from '../testing/AdminStory';
import { adminFixture } from '../testing/fixtures';
import { adminStoryParameters, WAIT } from '../testing/storyHelpers';

/** window.GiveP2P.features of a host that answers export-campaign-csv. */
const CSV = { config: { features: ['csv-export'] } };

const meta = {
  title: 'Admin/Export CSV',
  component: AdminStory,
  parameters: adminStoryParameters(
    "The CSV export (docs/fundraising-tools.md), shown only when the admin page's `window.GiveP2P.features` lists `csv-export`: *Export CSV* in the title row of the campaign's teams and fundraisers tabs, *Export donations* among each campaign's row actions. Each is a plain download link to `export-campaign-csv` with the REST nonce in the query.",
  ),
  args: {
    admin: adminFixture('teams', CSV),
    path: '/',
    answers: fakeTeamsAnswers({ teams: sampleTeams() }),
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The teams tab: Export CSV beside Create a team. */
export const TeamsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Export CSV (all teams of this campaign)' }, WAIT);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download', 'campaign-7-teams.csv');
  },
};

/** The fundraisers tab: Export CSV beside Create a fundraiser. */
export const FundraisersTab: Story = {
  args: {
    admin: adminFixture('fundraisers', CSV),
    answers: { 'get-team-fundraisers': fundraisersAnswer(storyFundraisers) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Export CSV (all fundraisers of this campaign)' }, WAIT);
    await expect(link).toBeVisible();
  },
};

/** The campaign list: every campaign's row actions end with Export donations. */
export const CampaignDonations: Story = {
  args: {
    admin: adminFixture('campaigns', CSV),
    answers: { 'get-campaigns': campaignsAnswer(storyCampaigns) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Export donations of “Run for Clean Water” (CSV)' }, WAIT);
    await expect(link).toBeVisible();
  },
};

/** A host that does not advertise csv-export (the plugin today): no export link anywhere. */
export const WithoutTheFeature: Story = {
  args: { admin: adminFixture('teams') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Create a team' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Export CSV/ })).toBeNull();
  },
};
