import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Donate Now', onClick: fn() },
  argTypes: {
    color: { control: 'inline-radio', options: ['primary', 'secondary', 'outline'] },
    size: { control: 'inline-radio', options: ['tiny', 'small', 'medium'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { color: 'secondary', children: 'Start Fundraising' } };
export const Outline: Story = { args: { color: 'outline', children: 'Cancel' } };
export const Tiny: Story = { args: { size: 'tiny' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AsLink: Story = {
  args: { href: '#donate', children: 'Donate Now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '#donate');
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };

/** Every colour and size side by side, for visual diffs and contrast checks under each palette. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['primary', 'secondary', 'outline'] as const).map((color) => (
        <div key={color} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {(['tiny', 'small', 'medium'] as const).map((size) => (
            <Button key={size} color={color} size={size}>
              {`${color} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};
