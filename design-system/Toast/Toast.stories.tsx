import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast } from './Toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { message: { text: 'Link copied' }, onHide: fn(), duration: 600_000 },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkCopied: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
  },
};
export const LongMessage: Story = {
  args: { message: { text: 'Copied: https://example.org/campaigns/run-for-clean-water/fundraiser/1234567/' } },
};
export const Empty: Story = { args: { message: null } };
