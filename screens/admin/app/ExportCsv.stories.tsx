import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { campaignsAnswer, storyCampaigns } from '../campaigns/testing/campaignRows';
import { fundraisersAnswer, storyFundraisers } from '../fundraisers/testing/fundraiserRows';
import { fakeTeamsAnswers, sampleTeams } from '../teams/testing/fakeTeams';
import type { AdminContextValue } from './AdminContext';
import { type AdminAnswers, wpError } from '../testing/adminFetch';
import { AdminStory } from '../testing/AdminStory';
import { adminFixture } from '../testing/fixtures';
import { adminStoryParameters, WAIT } from '../testing/storyHelpers';

/** window.GiveP2P.features of a host that answers export-campaign-csv. */
const CSV = { config: { features: ['csv-export'] } };

/** The link of that name, once the screen has loaded and shows it. */
async function visibleLink(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const link = await within(canvasElement).findByRole('link', { name }, WAIT);
  await expect(link).toBeVisible();
  return link;
}

const meta = {
  title: 'Admin/Export CSV',
  component: AdminStory,
  parameters: adminStoryParameters(
    "The CSV export (docs/fundraising-tools.md), shown only when the admin page's `window.GiveP2P.features` lists `csv-export`: *Export CSV* in the title row of the campaign's teams and fundraisers tabs, *Export donations* among each campaign's row actions. Each is a plain download link to `export-campaign-csv` with the REST nonce in the query; a plain press (click or Enter) makes the app fetch the file with the nonce in the X-WP-Nonce header (renewed when expired) and save it, and a refusal shows the host's message in the flash Notice instead of saving it as a .csv file.",
  ),
  args: {
    admin: adminFixture('teams', CSV),
    path: '/',
    answers: fakeTeamsAnswers({ teams: sampleTeams() }),
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen of the admin (its fixture and answers) that shows the export link of that name. */
function showsLink(name: string, admin: AdminContextValue, answers: AdminAnswers): Story {
  return { args: { admin, answers }, play: async ({ canvasElement }) => void (await visibleLink(canvasElement, name)) };
}

/** The teams tab: Export CSV beside Create a team. */
export const TeamsTab: Story = {
  play: async ({ canvasElement }) => {
    const link = await visibleLink(canvasElement, 'Export CSV (all teams of this campaign)');
    await expect(link).toHaveAttribute('download', 'campaign-7-teams.csv');
  },
};

/** The fundraisers tab: Export CSV beside Create a fundraiser. */
export const FundraisersTab: Story = showsLink(
  'Export CSV (all fundraisers of this campaign)',
  adminFixture('fundraisers', CSV),
  { 'get-team-fundraisers': fundraisersAnswer(storyFundraisers) },
);

/** The campaign list: every campaign's row actions end with Export donations. */
export const CampaignDonations: Story = showsLink(
  'Export donations of “Run for Clean Water” (CSV)',
  adminFixture('campaigns', CSV),
  { 'get-campaigns': campaignsAnswer(storyCampaigns) },
);

/** A host that does not advertise csv-export (the plugin today): no export link anywhere. */
export const WithoutTheFeature: Story = {
  args: { admin: adminFixture('teams') },
  play: async ({ canvasElement }) => {
    await visibleLink(canvasElement, 'Create a team');
    await expect(within(canvasElement).queryByRole('link', { name: /Export CSV/ })).toBeNull();
  },
};

/**
 * The host refuses the export (here: the campaign is gone): its message shows in the flash Notice at the top, no
 * file is saved, and focus stays on the link to try again.
 */
export const Refused: Story = {
  args: {
    admin: adminFixture('teams', CSV),
    answers: {
      ...fakeTeamsAnswers({ teams: sampleTeams() }),
      'export-campaign-csv': wpError(404, 'unknown_campaign', 'This campaign does not exist.'),
    },
  },
  play: async ({ canvasElement }) => {
    const link = await visibleLink(canvasElement, 'Export CSV (all teams of this campaign)');
    await userEvent.click(link);
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('The CSV file could not be downloaded. This campaign does not exist.');
    await expect(link).toHaveFocus();
  },
};
