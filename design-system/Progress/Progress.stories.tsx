import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { palettes } from '../../.storybook/palettes';
import { ThemeRoot } from '../theme/ThemeRoot';
import { unionArgType } from '../../.storybook/argTypes';
import { Progress } from './Progress';
import { indicator, indicatorDefaults } from './Progress.css';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { value: 45, label: 'Progress toward the fundraising goal' },
  argTypes: {
    tone: unionArgType(Object.keys(indicator.classNames.variants.tone), { defaultValue: indicatorDefaults.tone, control: 'inline-radio' }),
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

/** Both tones at empty, partial and full, under each stress palette. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      {Object.entries(palettes).map(([name, palette]) => (
        <ThemeRoot key={name} primaryColor={palette.primary} secondaryColor={palette.secondary}>
          <div style={{ display: 'grid', gap: 12 }}>
            {(['goal', 'primary'] as const).map((tone) =>
              [0, 5, 45, 100].map((value) => (
                <Progress key={`${tone}-${value}`} label={`${name} palette, ${tone} tone, ${value}%`} tone={tone} value={value} />
              )),
            )}
          </div>
        </ThemeRoot>
      ))}
    </div>
  ),
};
