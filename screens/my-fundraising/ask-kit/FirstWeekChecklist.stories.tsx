import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rightToLeft } from '../../../.storybook/rtl';
import { _x } from '../../../design-system';
import { FirstWeekChecklist } from './FirstWeekChecklist';
import { dashboardFixture, dashboardWith, firstDayDashboard } from './testing/dashboard';
import { inToolsHarness } from './testing/inToolsHarness';

const meta = {
  title: 'MyFundraising/FirstWeekChecklist',
  component: FirstWeekChecklist,
  decorators: [inToolsHarness],
  parameters: {
    docs: {
      description: {
        component:
          "The first week's steps on *My fundraising* (photo, own story, first gift, first share, five donors), ticked from the dashboard's data, with a link to do each one left. 'Done' and 'To do' are words, not only a tick.",
      },
    },
  },
  args: { dashboard: dashboardFixture },
} satisfies Meta<typeof FirstWeekChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day one: nothing done, a way to do each. */
export const FirstDay: Story = {
  args: { dashboard: firstDayDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(_x('To do', 'checklist step'))).toHaveLength(5);
  },
};

/** A few days in: photo, story, first gift and first share done; two more donors to go. */
export const UnderWay: Story = {};

export const AllDone: Story = {
  args: { dashboard: dashboardWith({ totals: { donors_count: 12 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(_x('Done', 'checklist step'))).toHaveLength(5);
  },
};

/** The host records no shares (shares_count null): four steps, no first share. */
export const WithoutShares: Story = {
  args: { dashboard: dashboardWith({ shares_count: null }) },
};

export const RightToLeft: Story = { ...rightToLeft, args: { dashboard: firstDayDashboard } };
