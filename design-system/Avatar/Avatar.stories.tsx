import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { AVATAR_SIZES } from './model';
import { photo } from '../../.storybook/photo';
import { Avatar } from './Avatar';
import { avatarPlaceholder } from './placeholder';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: photo, name: 'Jane Doe', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('width', '64');
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Placeholder: Story = { args: { src: undefined } };
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', avatarPlaceholder),
    );
  },
};
export const Decorative: Story = { args: { decorative: true } };

/** Every size with a picture and with the placeholder, under each stress palette. */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 16 }}>
      {(name) => (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {AVATAR_SIZES.map((size) => (
            <Avatar key={`photo-${size}`} src={photo} name={`${name} ${size} photo`} size={size} />
          ))}
          {AVATAR_SIZES.map((size) => (
            <Avatar key={`placeholder-${size}`} name={`${name} ${size} placeholder`} size={size} />
          ))}
        </div>
      )}
    </PaletteMatrix>
  ),
};
