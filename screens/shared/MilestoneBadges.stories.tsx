import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { literalUnion, typeArgType } from '../../.storybook/argTypes';
import { rightToLeft } from '../../.storybook/rtl';
import { MILESTONE_KEYS } from '../api/milestones';
import { MilestoneBadges } from './MilestoneBadges';

const meta = {
  title: 'Shared/MilestoneBadges',
  component: MilestoneBadges,
  parameters: {
    docs: {
      description: {
        component:
          'Milestone badges (first gift, 25/50/75/100 % of the goal, ten donors, first share): the earned ones on a public fundraiser page, all of them with their state on *My fundraising* (`all`). SVG drawings, never emoji.',
      },
    },
  },
  args: { earned: ['first-gift', '25', '50'] },
  argTypes: { earned: typeArgType(`readonly (${literalUnion(MILESTONE_KEYS)})[]`) },
} satisfies Meta<typeof MilestoneBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public page: the earned ones only. */
export const Earned: Story = {};

export const AllEarned: Story = {
  args: { earned: ['first-gift', '25', '50', '75', '100', 'ten-donors', 'first-share'] },
};

/** The dashboard: every milestone, earned (filled) or not yet (dashed). */
export const DashboardAll: Story = {
  args: { all: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="not-yet"]')).toHaveLength(4);
  },
};

/** The dashboard of a host that records no shares: no first share to earn. */
export const DashboardWithoutShares: Story = { args: { all: true, withoutShares: true } };

/** None earned on a public page: nothing at all. */
export const NoneEarned: Story = {
  args: { earned: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const RightToLeft: Story = { ...rightToLeft, args: { all: true } };
