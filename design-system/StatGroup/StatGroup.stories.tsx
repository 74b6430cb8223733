import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { pageContainer } from '../Layout/container.css';
import { Money } from '../Money/Money';
import { StatGroup, type StatItem } from './StatGroup';

const campaignStats: StatItem[] = [
  { label: 'Raised', value: <Money value={48250} /> },
  { label: 'Goal', value: <Money value={100000} /> },
  { label: 'Donations', value: 312 },
  { label: 'Fundraisers', value: 27 },
  { label: 'Teams', value: 6 },
];

const meta = {
  title: 'Primitives/StatGroup',
  component: StatGroup,
  args: { items: campaignStats, label: 'Campaign statistics' },
} satisfies Meta<typeof StatGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CampaignCover: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Campaign statistics' })).toBeInTheDocument();
    await expect(canvas.getByText('$48,250')).toBeInTheDocument();
    // Plain counts use the same-width digits too, not only the Money figures.
    await expect(getComputedStyle(canvas.getByText('312')).fontVariantNumeric).toBe('lining-nums tabular-nums');
  },
};
export const Unlabelled: Story = { args: { label: undefined } };
export const Loading: Story = {
  args: { items: campaignStats.map((stat) => ({ label: stat.label, value: null })) },
};
export const LongValues: Story = {
  args: {
    items: [
      { label: 'Raised', value: <Money value={1e12} /> },
      { label: 'Average donation amount', value: <Money value={1234567} /> },
    ],
  },
};

const supportFigures: StatItem[] = [
  { label: 'of goal', value: '48%' },
  { label: 'Donors', value: 65 },
  { label: 'Average donation', value: <Money value={62} />, roomyOnly: true },
];

/** A supporting figure (roomyOnly) is left out in a phone-width page frame and shown in a wider one. */
export const RoomyOnlyFigures: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[375, 768].map((width) => (
        <div key={width} style={{ width, containerType: 'inline-size', containerName: pageContainer }}>
          <StatGroup items={supportFigures} size="small" label={`Figures at ${width} px`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: 'Figures at 375 px' });
    const wider = canvas.getByRole('group', { name: 'Figures at 768 px' });
    await expect(within(phone).getByText('Donors')).toBeVisible();
    await expect(within(phone).getByText('Average donation')).not.toBeVisible();
    await expect(within(wider).getByText('Average donation')).toBeVisible();
  },
};

/** Loaded and loading, under each stress palette. */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24 }}>
      {(name) => (
        <>
          <StatGroup items={campaignStats} label={`${name} palette statistics`} />
          <StatGroup
            items={campaignStats.map((stat) => ({ label: stat.label, value: null }))}
            label={`${name} palette statistics loading`}
          />
        </>
      )}
    </PaletteMatrix>
  ),
};
