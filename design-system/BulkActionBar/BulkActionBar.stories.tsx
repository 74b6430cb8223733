import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { BulkActionBar } from './BulkActionBar';

const meta = {
  title: 'Primitives/BulkActionBar',
  component: BulkActionBar,
  args: {
    count: 3,
    onClear: fn(),
    children: (
      <>
        <Button size="small">Approve</Button>
        <Button size="small" color="danger">
          Deny
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSelected: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const OneSelected: Story = { args: { count: 1 } };

/** Nothing selected: nothing shows; the empty live region waits for the first selection. */
export const NoneSelected: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
