import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Donation } from '../api/entities';
import { demoDonations } from '../app/testing/demoData';
import { DonationsTabs } from './DonationsTabs';

/** The 20 newest donations, as the reference host prints them (the demo's four, repeated). */
const newest20: Donation[] = Array.from({ length: 20 }, (_, index) => demoDonations[index % demoDonations.length]!);

const meta = {
  title: 'Shared/DonationsTabs',
  component: DonationsTabs,
  parameters: {
    docs: {
      description: {
        component:
          "Recent Donations and Top Donors on the campaign, team and fundraiser pages. The host prints only the newest donations (20 on the reference host) and SPEC 7 has no call for the rest, so the list shows 8 and its button says how many more it holds: 'all' only when the page's own count (`total`) says so.",
      },
    },
  },
  args: { donations: newest20, topDonors: <p>Top donors</p> },
} satisfies Meta<typeof DonationsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page gives no count of its own: the button says these are the most recent, not all. */
export const NewestOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show the 20 most recent donations' })).toBeVisible();
  },
};

/** The campaign's figures count 600 donations: the button says the list holds 20 of them. */
export const NewestOfMany: Story = {
  args: { total: 600 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show the 20 most recent of 600 donations' })).toBeVisible();
  },
};

/** Opened: all 20 listed, and the button folds them away again. */
export const NewestOfManyOpen: Story = {
  args: { total: 600 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the 20 most recent of 600 donations' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Show fewer donations' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * Donors' messages (where the host sends them, docs/host-contract.md): under the name as the text they typed,
 * markup included, three lines at most.
 */
export const WithMessages: Story = {
  args: {
    donations: [
      { ...demoDonations[0]!, message: 'So proud of you all. Clean water changes everything!' },
      demoDonations[1]!,
      {
        ...demoDonations[2]!,
        message: `<b>Go team</b> ${'Every well counts, good luck to the whole team! '.repeat(6)}`,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('So proud of you all. Clean water changes everything!')).toBeVisible();
    await expect(canvas.getByText(/^<b>Go team<\/b> Every well counts/)).toBeVisible();
  },
};
