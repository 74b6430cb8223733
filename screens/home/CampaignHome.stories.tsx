import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Sponsor } from '../api/entities';
import { PageStory, type StoryAnswer } from '../app/testing/PageStory';
import { demoHostData, demoImages, demoListItems, demoTopDonors } from '../app/testing/demoData';
import { expectShekelAmounts, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../../design-system';
import { pageStoryParameters, serverError, waitForPage } from '../app/testing/storyHelpers';

const list =
  (kind: 'team' | 'fundraiser') =>
  (url: URL): StoryAnswer => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const items = demoListItems(kind, 12)
      .filter((item) => item.name.toLowerCase().includes(search))
      .slice(0, 6);
    return { body: { data: items, total: items.length, count: items.length } };
  };

const loaded = {
  'get-campaign-teams-search': list('team'),
  'get-campaign-fundraisers-search': list('fundraiser'),
  'get-campaign-top-donors': { body: { data: demoTopDonors } },
};
const empty = { body: { data: [], total: 0, count: 0 } };
const failure = serverError('Internal error');

const base = demoHostData();
const withCampaign = (campaign: Partial<typeof base.campaign>, sponsors?: Sponsor[]) =>
  demoHostData({ campaign: { ...base.campaign, ...campaign }, ...(sponsors ? { sponsors } : {}) });

const meta = {
  title: 'Pages/CampaignHome',
  component: PageStory,
  parameters: pageStoryParameters(
    'The campaign home at `/`: hero with Start Fundraising and Donate Now, cover with stats and progress, the About section with Read More, recent donations and top donors, searchable Top Teams and Top Fundraisers lists, and sponsors when enabled.',
  ),
  play: waitForPage,
  args: { path: '/', hostData: base, answers: loaded },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    // Names through __(): the right-to-left story runs this play in Hebrew.
    const teams = await canvas.findByRole('region', { name: __('Top Teams') }, { timeout: 5000 });
    await expect(await within(teams).findByText(__('1st Place'))).toBeInTheDocument();
  },
};

/** The lists are still on their way; hero, stats and donations come with the page. */
export const Loading: Story = {
  args: {
    answers: { 'get-campaign-teams-search': { pending: true }, 'get-campaign-fundraisers-search': { pending: true } },
  },
};

export const Empty: Story = {
  args: { answers: { 'get-campaign-teams-search': empty, 'get-campaign-fundraisers-search': empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Be the first to create a team' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { answers: { 'get-campaign-teams-search': failure, 'get-campaign-fundraisers-search': failure } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Something went wrong while loading campaign teams.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const NoSearchMatch: Story = {
  play: async ({ canvas }) => {
    const teams = await canvas.findByRole('region', { name: 'Top Teams' }, { timeout: 5000 });
    await userEvent.type(within(teams).getByRole('searchbox', { name: 'Search teams' }), 'zebra');
    await expect(
      await within(teams).findByText('Nothing found for search term "zebra".', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(within(teams).getByRole('link', { name: 'Create Team' })).toBeVisible();
    await expect(within(teams).getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const ReadMoreExpanded: Story = {
  play: async ({ canvas }) => {
    const about = await canvas.findByRole('region', { name: 'About this Campaign' }, { timeout: 5000 });
    await userEvent.click(within(about).getByRole('button', { name: 'Read More' }));
    await expect(within(about).getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(about).getByText('Since 2019 we have built 14 wells.')).toBeVisible();
  },
};

export const TopDonorsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Top Donors' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Tom K.')).toBeInTheDocument();
  },
};

export const NoLongDescription: Story = {
  args: { hostData: withCampaign({ long_desc: '' }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(canvas.queryByRole('heading', { name: 'About this Campaign' })).toBeNull();
  },
};

export const SponsorsDisabled: Story = {
  args: { hostData: withCampaign({ sponsors_enabled: 'disabled' }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(canvas.queryByRole('heading', { name: 'Our Sponsors' })).toBeNull();
  },
};

export const SponsorsNofollow: Story = {
  args: { hostData: withCampaign({ sponsor_linking: 'nofollow' }) },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /Blue Spring Co\./ }, { timeout: 5000 });
    await expect(link).toHaveAttribute('rel', 'nofollow noopener');
  },
};

export const SponsorsNotLinked: Story = {
  args: { hostData: withCampaign({ sponsor_linking: 'disabled' }) },
};

export const SponsorJavascriptUrl: Story = {
  args: {
    hostData: withCampaign({}, [
      {
        id: 1,
        sponsor_name: 'Safe Sponsor',
        sponsor_image: demoImages.avatar,
        sponsor_url: 'https://sponsor.example/safe',
      },
      {
        id: 2,
        sponsor_name: 'Hostile Sponsor',
        sponsor_image: demoImages.avatar,
        sponsor_url: 'javascript:alert(document.cookie)',
      },
    ]),
  },
  play: async ({ canvas }) => {
    const logo = await canvas.findByRole('img', { name: 'Hostile Sponsor' }, { timeout: 5000 });
    await expect(logo.closest('a')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Safe Sponsor/ })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InactiveCampaign: Story = {
  args: { hostData: withCampaign({ is_active: false, status: 'draft' }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/This campaign is set to draft/)).toBeInTheDocument());
  },
};

/**
 * The whole home right to left (Hebrew host page): columns, bars, tabs and lists mirror; amounts stay LTR and
 * follow the locale's money ('48,250 ₪', the sign after the figures).
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async (context) => {
    await Loaded.play?.(context);
    await expectShekelAmounts(context.canvasElement);
  },
};
