import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoHostData } from '../app/testing/demoData';
import { expectShekelAmounts, laysOut, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../../design-system';
import { pageStoryParameters, waitForPage } from '../app/testing/storyHelpers';
import { fundraiserPageAnswers, fundraiserPageData } from './testing/fundraiserPageData';

const fundraiserData = fundraiserPageData;
const answers = fundraiserPageAnswers;

const meta = {
  title: 'Pages/FundraiserPage',
  component: PageStory,
  parameters: pageStoryParameters(
    "A fundraiser's page at `/fundraiser/{id}/`: cover and stats, share buttons, the 'Why I'm fundraising' story, recent donations and top donors, the team, and 'Edit profile' for the owner or 'Is this you?' for everyone else.",
  ),
  play: waitForPage,
  args: { path: '/fundraiser/2/', hostData: fundraiserData(), answers },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    // Names through __(): the right-to-left story runs this play in Hebrew.
    await expect(await canvas.findByText(__('Is this you?'), { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: __('Edit profile') })).toBeNull();
  },
};

export const Owner: Story = {
  args: { hostData: fundraiserData(demoFundraiser, demoAuth.fundraiser) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit profile' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const PendingApproval: Story = {
  args: { hostData: fundraiserData({ ...demoFundraiser, is_approved: false }, demoAuth.fundraiser) },
};

export const WithoutTeam: Story = {
  args: { hostData: fundraiserData({ ...demoFundraiser, team_id: 0, team: '' }) },
};

export const TopDonorsError: Story = {
  args: {
    answers: { 'get-fundraiser-top-donors': { body: { code: 'x', message: 'x', data: { status: 500 } }, status: 500 } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Top Donors' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Unable to load top donors.')).toBeInTheDocument();
  },
};

export const UnknownId: Story = {
  args: { path: '/fundraiser/999/', hostData: demoHostData({ donations: [] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fundraiser not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/**
 * The fundraiser's page right to left (Hebrew host page): the support card on the left, the story and the
 * donation tabs on the right, the first tab rightmost; money in shekels ('1,320 ₪', the sign after the figures).
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async (context) => {
    await Visitor.play?.(context);
    const { canvas } = context;
    // The donation tabs are lazy code of their own: they may come after the rest of the page.
    const recent = await canvas.findByRole('tab', { name: __('Recent Donations') }, { timeout: 5000 });
    const top = canvas.getByRole('tab', { name: __('Top Donors') });
    await expectShekelAmounts(context.canvasElement);
    if (laysOut()) await expect(recent.getBoundingClientRect().left).toBeGreaterThan(top.getBoundingClientRect().right);
    await expect(recent).toHaveAttribute('aria-selected', 'true');
  },
};
