import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RowAction, RowActions } from './RowActions';

const onDelete = fn();

const meta = {
  title: 'Primitives/RowActions',
  component: RowActions,
  subcomponents: { RowAction },
  args: {
    label: 'Actions for Harbour Swimmers',
    children: [
      <RowAction key="edit" href="#/edit-team-11">
        Edit
      </RowAction>,
      <RowAction key="view" href="https://example.org/team/harbour-swimmers" external>
        View
      </RowAction>,
      <RowAction key="delete" tone="danger" onClick={onDelete}>
        Delete
      </RowAction>,
    ],
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a row's title, always visible; Tab reaches each action, Enter presses it. */
export const UnderATitle: Story = {
  render: (args) => (
    <div>
      <strong>Harbour Swimmers</strong>
      <RowActions {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAccessibleDescription('Opens in a new tab');
    canvas.getByRole('link', { name: 'View' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalled();
  },
};
