import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search teams', value: '', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches once it pauses (500 ms); Enter searches at once. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search teams' }), 'swim');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('swim'), { timeout: 2000 });
    await userEvent.keyboard('mers{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('swimmers');
  },
};

/** With a search in effect: Clear (reached with Tab, pressed with Enter) searches for "" and returns to the box. */
export const Filled: Story = {
  args: { value: 'Harbour' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search teams' });
    box.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(box).toHaveFocus();
  },
};

export const WithHelp: Story = { args: { helpText: 'Searches team names.', placeholder: 'Team name' } };
