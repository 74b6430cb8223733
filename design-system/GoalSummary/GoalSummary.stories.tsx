import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { expectShekelAmounts, laysOut, rightToLeft } from '../../.storybook/rtl';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { __, ltr, sprintf } from '../i18n';
import { Money, useMoneyFormat } from '../Money/Money';
import { formatMoney } from '../Money/format';
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
    <PaletteMatrix style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {(name) => (
        <Card padding="xl">
          <GoalSummary {...args} statsLabel={`${name} palette statistics`} progressLabel={`${name} palette progress`}>
            <Button fullWidth>Donate Now</Button>
          </GoalSummary>
        </Card>
      )}
    </PaletteMatrix>
  ),
};

/** The summary as a Hebrew page words it, at render time (the story's locale and money are in force by then). */
function HebrewSummary() {
  const money = useMoneyFormat();
  return (
    <GoalSummary
      raised={<Money value={1385} />}
      caption={sprintf(__('raised of %s goal'), ltr(formatMoney(2500, money)))}
      percent={55}
      progressLabel={__('Progress toward the goal')}
      statsLabel={__('Team statistics')}
      stats={[
        { label: __('of goal'), value: '55%' },
        { label: __('Donations'), value: '9' },
        { label: __('Donors'), value: '8' },
        { label: __('Average donation'), value: <Money value={154} /> },
      ]}
    >
      <Button fullWidth>{__('Donate Now')}</Button>
      <Button color="secondary" fullWidth>
        {__('Start Fundraising')}
      </Button>
    </GoalSummary>
  );
}

/**
 * Right to left (a Hebrew page): the amount raised and its caption start at the right, the bar fills from the
 * right, the first figure is the rightmost; the money in shekels ('1,385 ₪', 'גויסו מתוך יעד של 2,500 ₪').
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => <HebrewSummary />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,385 ₪')).toBeVisible();
    await expectShekelAmounts(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: __('Progress toward the goal') });
    await expect(bar).toHaveAttribute('aria-valuenow', '55');
    if (!laysOut()) return;
    const group = canvas.getByRole('group', { name: __('Team statistics') }).getBoundingClientRect();
    const raised = canvas.getByText('1,385 ₪').getBoundingClientRect();
    await expect(Math.abs(raised.right - group.right)).toBeLessThanOrEqual(1);
    const ofGoal = canvas.getByText(__('of goal')).getBoundingClientRect();
    const donations = canvas.getByText(__('Donations')).getBoundingClientRect();
    await expect(ofGoal.left).toBeGreaterThan(donations.right);
    const track = bar.getBoundingClientRect();
    const fill = bar.firstElementChild?.getBoundingClientRect();
    if (!fill) throw new Error('no fill');
    await expect(Math.abs(Math.min(fill.right, track.right) - track.right)).toBeLessThanOrEqual(1);
  },
};
