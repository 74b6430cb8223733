import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { RankBadge } from './RankBadge';

const meta = {
  title: 'Primitives/RankBadge',
  component: RankBadge,
  args: { rank: 1 },
  argTypes: { rank: { control: { type: 'number', min: 0, max: 5 } } },
} satisfies Meta<typeof RankBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1st Place')).toBeInTheDocument();
  },
};
export const Second: Story = { args: { rank: 2 } };
export const Third: Story = { args: { rank: 3 } };
export const OtherRank: Story = {
  args: { rank: 4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** All three medals on the page and card surfaces, under each stress palette (medal colours are fixed). */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 12 }}>
      {() => (
        <div style={{ display: 'flex', gap: 12 }}>
          {[1, 2, 3].map((rank) => (
            <RankBadge key={rank} rank={rank} />
          ))}
        </div>
      )}
    </PaletteMatrix>
  ),
};
