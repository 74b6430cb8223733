import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { unionArgType } from '../../.storybook/argTypes';
import { STATUSES } from './model';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending', label: 'Pending Approval' },
  argTypes: { status: unionArgType(STATUSES) },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending Approval')).toHaveAttribute('data-status', 'pending');
  },
};

const LABELS = {
  active: 'Approved',
  pending: 'Pending Approval',
  denied: 'Denied',
  inactive: 'Inactive',
  draft: 'Draft',
};

/** Every status, for visual diffs and contrast checks. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {STATUSES.map((status) => (
        <StatusBadge key={status} status={status} label={LABELS[status]} />
      ))}
    </div>
  ),
};
