import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { palettes } from '../../.storybook/palettes';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { __ } from '../i18n';
import { Money } from '../Money/Money';
import { ThemeRoot } from '../theme/ThemeRoot';
import { GoalSummary } from './GoalSummary';

const stats = [
  { label: 'of goal', value: '55%' },
  { label: 'Donations', value: '9' },
  { label: 'Donors', value: '8' },
  { label: 'Average donation', value: <Money value={154} /> },
];

const meta = {
  title: 'Primitives/GoalSummary',
  component: GoalSummary,
  args: {
    raised: <Money value={1385} />,
    caption: 'raised of $2,500 goal',
    percent: 55,
    progressLabel: 'Progress toward the goal',
    statsLabel: 'Team statistics',
    stats,
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 360 }} padding="xl">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof GoalSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button fullWidth>Donate Now</Button>
        <Button color="secondary" fullWidth>
          Start Fundraising
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,385')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await expect(canvas.getByRole('group', { name: 'Team statistics' })).toHaveTextContent(
      '$1,385raised of $2,500 goal',
    );
  },
};

export const FiguresOnly: Story = {};
export const NothingRaisedYet: Story = {
  args: { raised: <Money value={0} />, percent: 0, stats: stats.map((s) => ({ ...s, value: '0' })) },
};
export const GoalPassed: Story = { args: { raised: <Money value={3120} />, percent: 124.8 } };

/** Goal reached (issue 15): a "Goal reached" badge and a full, striped bar, not a bar stuck at 100 %. */
export const GoalReached: Story = {
  args: {
    raised: <Money value={2500} />,
    percent: 100,
    stats: [
      { label: 'of goal', value: '100%' },
      { label: 'Donations', value: '16' },
      { label: 'Donors', value: '14' },
      { label: 'Average donation', value: <Money value={156} /> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(__('Goal reached'))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

/** Live totals (issue 15): the amount raised and two figures just changed, each highlighted for a moment. */
export const StatsUpdated: Story = {
  args: {
    raised: <Money value={1635} />,
    raisedChanged: true,
    percent: 65,
    stats: [
      { label: 'of goal', value: '65%', changed: true },
      { label: 'Donations', value: '10', changed: true },
      { label: 'Donors', value: '9' },
      { label: 'Average donation', value: <Money value={164} /> },
    ],
  },
};

/** Under each stress palette, so contrast checks cover the bar and the buttons. */
export const Matrix: Story = {
  decorators: [],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {Object.entries(palettes).map(([name, palette]) => (
        <ThemeRoot key={name} primaryColor={palette.primary} secondaryColor={palette.secondary}>
          <Card padding="xl">
            <GoalSummary {...args} statsLabel={`${name} palette statistics`} progressLabel={`${name} palette progress`}>
              <Button fullWidth>Donate Now</Button>
            </GoalSummary>
          </Card>
        </ThemeRoot>
      ))}
    </div>
  ),
};
