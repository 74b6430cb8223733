import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { AVATAR_SIZES } from './model';
import { InitialsAvatar } from './InitialsAvatar';

const meta = {
  title: 'Primitives/InitialsAvatar',
  component: InitialsAvatar,
  args: { name: 'Carla Captain', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Carla Captain' })).toHaveTextContent('CC');
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const SingleName: Story = { args: { name: 'madonna' } };
/** An anonymous donor: a neutral silhouette instead of initials. */
export const Anonymous: Story = { args: { name: 'Anonymous', anonymous: true } };

/** Every size with initials and anonymous, under each stress palette. */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 16 }}>
      {(name) => (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {AVATAR_SIZES.map((size) => (
            <InitialsAvatar key={`initials-${size}`} name={`Wen ${name} ${size}`} size={size} />
          ))}
          {AVATAR_SIZES.map((size) => (
            <InitialsAvatar key={`anonymous-${size}`} name={`Anonymous ${name} ${size}`} anonymous size={size} />
          ))}
        </div>
      )}
    </PaletteMatrix>
  ),
};
