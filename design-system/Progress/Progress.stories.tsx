import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectBarFill } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { vars } from '../theme/contract.css';
import { unionArgType } from '../../.storybook/argTypes';
import { Progress } from './Progress';
import { indicator, indicatorDefaults } from './Progress.css';
import { rightToLeft } from '../../.storybook/rtl';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { value: 45, label: 'Progress toward the fundraising goal' },
  argTypes: {
    tone: unionArgType(Object.keys(indicator.classNames.variants.tone), {
      defaultValue: indicatorDefaults.tone,
      control: 'inline-radio',
    }),
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress toward the fundraising goal' })).toHaveAttribute(
      'aria-valuetext',
      '45%',
    );
  },
};
export const Primary: Story = { args: { tone: 'primary' } };
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const OverGoal: Story = {
  args: { value: 180 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

const tones = ['goal', 'primary'] as const;

/**
 * Both tones at empty, partial and full, under each stress palette and the pale yellow and beige ones. The
 * play checks every fill is painted in its indicator colour, at 3:1 against the track and the surface.
 */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24, maxWidth: 360 }} palettes={indicatorPalettes}>
      {(name) => (
        <div style={{ display: 'grid', gap: 12 }}>
          {tones.map((tone) =>
            [0, 5, 45, 100].map((value) => (
              <Progress
                key={`${tone}-${value}`}
                label={`${name} palette, ${tone} tone, ${value}%`}
                tone={tone}
                value={value}
              />
            )),
          )}
        </div>
      )}
    </PaletteMatrix>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.keys(indicatorPalettes)) {
      for (const tone of tones) {
        const bar = canvas.getByRole('progressbar', { name: `${name} palette, ${tone} tone, 45%` });
        await expectBarFill(bar, tone === 'goal' ? vars.campaign.goalIndicator : vars.campaign.primaryIndicator);
      }
    }
  },
};

/** Right to left the bar fills from the right: the fill's visible part hugs the track's right edge. */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = bar.firstElementChild;
    if (!fill) throw new Error('no fill');
    const track = bar.getBoundingClientRect();
    const strip = fill.getBoundingClientRect();
    // The fill is a full-width strip slid along the track, which clips it: what shows is their overlap.
    await expect(Math.abs(Math.min(strip.right, track.right) - track.right)).toBeLessThanOrEqual(1);
    await expect(Math.abs(Math.max(strip.left, track.left) - (track.right - track.width * 0.45))).toBeLessThanOrEqual(
      1,
    );
  },
};

/** With reachedMarker past the goal: a solid full bar and the real share after it, '✓ 241%'. */
export const OverGoalMarker: Story = {
  args: { value: 241, reachedMarker: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('241%', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Solid: no stripes (issue 26: they read as 'still loading').
    const fill = canvas.getByRole('progressbar').firstElementChild;
    await expect(fill && getComputedStyle(fill).backgroundImage).toBe('none');
  },
};

export const OverGoalMarkerRightToLeft: Story = { ...rightToLeft, args: { value: 241, reachedMarker: true } };
