import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectShekelAmounts, laysOut, rightToLeft } from '../../../.storybook/rtl';
import { __, _x } from '../../../design-system';
import { AdminStory } from '../testing/AdminStory';
import { adminStoryParameters, expectNextLeftOfPrevious, WAIT, withStatusLabels } from '../testing/storyHelpers';
import { wpError } from '../testing/adminFetch';
import { campaignsAnswer, storyCampaigns } from './testing/campaignRows';

const meta = {
  title: 'Admin/Campaigns',
  component: AdminStory,
  parameters: adminStoryParameters(
    'The campaign list (admin page `p2p-campaigns`, hash route `/`): status filter, server-side sort by title and goal, goal progress, team and fundraiser counts with pending approvals, Edit / View / Duplicate, the empty state and pagination.',
  ),
  args: {
    path: '/',
    answers: { 'get-campaigns': campaignsAnswer(storyCampaigns, { total: 24, pages: 3 }) },
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Run for Clean Water' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('$12,500 of $50,000 goal')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Campaign pages' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: { 'get-campaigns': { pending: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'P2P Campaigns' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { answers: { 'get-campaigns': campaignsAnswer([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ready to start fundraising?', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Campaign' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Campaign pages' })).toBeNull();
  },
};

/** Drafts only, sorted by goal, from the hash query (`#/?status=draft&sort=campaign_goal&direction=asc`). */
export const Filtered: Story = {
  args: {
    path: '/?status=draft&sort=campaign_goal&direction=asc',
    answers: { 'get-campaigns': campaignsAnswer(storyCampaigns.filter((row) => row.status === 'draft')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Winter Coat Drive' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await expect(canvas.getByRole('columnheader', { name: /Goal/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const FilteredEmpty: Story = {
  args: { path: '/?status=inactive', answers: { 'get-campaigns': campaignsAnswer([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No campaigns match this filter.', {}, WAIT)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { answers: { 'get-campaigns': wpError(500, 'db_error', 'The database is not answering.') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('The database is not answering.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DuplicateOpen: Story = {
  args: { answers: { 'get-campaigns': campaignsAnswer(storyCampaigns), 'clone-campaign': { pending: true } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Duplicate “Run for Clean Water”' }, WAIT));
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Duplicate campaign' })).toBeVisible();
  },
};

export const DuplicateFailed: Story = {
  args: {
    answers: {
      'get-campaigns': campaignsAnswer(storyCampaigns),
      'clone-campaign': wpError(404, 'rest_not_found', 'That campaign no longer exists.'),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Duplicate “Run for Clean Water”' }, WAIT));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Duplicate campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('That campaign no longer exists.'));
  },
};

export const Duplicated: Story = {
  args: {
    answers: {
      'get-campaigns': campaignsAnswer(storyCampaigns),
      // The reference host's answer: the plugin's empty body plus the copy's id and title (our addition).
      'clone-campaign': { body: { campaign_id: '15', title: 'Run for Clean Water (copy)' } },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Duplicate “Run for Clean Water”' }, WAIT));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Duplicate campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await expect(await canvas.findByRole('status', {}, WAIT)).toHaveTextContent('Campaign duplicated.');
    await expect(canvas.getByRole('link', { name: 'Edit Run for Clean Water (copy)' })).toBeVisible();
  },
};

/**
 * Right to left (a Hebrew admin): the Title column at the right edge, goals in shekels with their bars filling
 * from the right ('12,500 ₪ מתוך יעד של 50,000 ₪'), the pages' Next button left of Previous.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    answers: {
      'get-campaigns': withStatusLabels(campaignsAnswer(storyCampaigns, { total: 24, pages: 3 }), () => ({
        active: _x('Active', 'campaign status'),
        inactive: _x('Inactive', 'campaign status'),
        draft: _x('Draft', 'campaign status'),
      })),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('link', { name: 'Run for Clean Water' }, WAIT);
    await expectShekelAmounts(canvasElement);
    const pages = canvas.getByRole('navigation', { name: __('Campaign pages') });
    if (!laysOut()) return;
    const table = canvas.getByRole('table').getBoundingClientRect();
    const cell = title.closest('td, th');
    if (!cell) throw new Error('no cell for the title');
    await expect(Math.abs(cell.getBoundingClientRect().right - table.right)).toBeLessThanOrEqual(1);
    await expectNextLeftOfPrevious(pages);
  },
};
