import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectReadAfter, rightToLeft } from '../../.storybook/rtl';
import { Button } from '../Button/Button';
import { __, _n, _x, ltr, sprintf } from '../i18n';
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

/**
 * Right to left (a Hebrew page), three rows selected: the count at the right, then Approve, Deny and Clear
 * selection towards the left.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  // Labels through __() at render time: the story's locale is loaded by then.
  render: (args) => (
    <BulkActionBar {...args}>
      <Button size="small">{_x('Approve', 'action')}</Button>
      <Button size="small" color="danger">
        {_x('Deny', 'action')}
      </Button>
    </BulkActionBar>
  ),
  play: async ({ canvas, args }) => {
    const count = canvas.getByRole('status');
    // '3 נבחרו', the number isolated left to right as the bar writes it.
    await expect(count).toHaveTextContent(sprintf(_n('%s selected', '%s selected', 3), ltr('3')));
    const approve = canvas.getByRole('button', { name: _x('Approve', 'action') });
    const deny = canvas.getByRole('button', { name: _x('Deny', 'action') });
    const clear = canvas.getByRole('button', { name: __('Clear selection') });
    await expectReadAfter(count, approve, 'Approve after the count');
    await expectReadAfter(approve, deny, 'Deny after Approve');
    await expectReadAfter(deny, clear, 'Clear selection after Deny');
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    clear.blur(); // the baseline shows the bar at rest
  },
};
