import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'number', 'search', 'url', 'tel'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
export const Filled: Story = { args: { defaultValue: 'Ada Lovelace' } };
/** With a limit: from 80% of maxLength a count says how many characters are left; typing stops at the limit. */
export const NearLimit: Story = {
  args: { label: 'Team name', maxLength: 30, defaultValue: 'The Early Morning Runners' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Team name' });
    await expect(input).toHaveAccessibleDescription('5 characters left');
    await userEvent.type(input, ' Club of Bern');
    await expect(input).toHaveValue('The Early Morning Runners Club');
    await expect(input).toHaveAccessibleDescription('0 characters left');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 characters left');
  },
};
export const WithHelp: Story = { args: { label: 'Email', type: 'email', helpText: 'We send your receipts here.' } };
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ada@', error: 'Enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
export const Disabled: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@example.org',
    disabled: true,
    helpText: 'Your account email.',
  },
};
export const Required: Story = { args: { label: 'Last name', required: true } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', passwordToggle: true, defaultValue: 'correct horse' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const MoneyGoal: Story = {
  args: { label: 'Goal', type: 'number', min: 1, step: 1, defaultValue: 1000, helpText: 'Whole amounts only.' },
};
export const Search: Story = { args: { label: 'Search teams', type: 'search', placeholder: 'Team name' } };

/** Every state, normal and in error, for visual diffs and contrast checks under each palette. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 24 }}>
      <TextField label="Empty" />
      <TextField label="Filled" defaultValue="Ada Lovelace" />
      <TextField label="With help" helpText="Shown on your page." />
      <TextField label="Required" required />
      <TextField label="Disabled" disabled defaultValue="Locked" />
      <TextField label="Password" type="password" passwordToggle defaultValue="secret" />
      <TextField label="Goal" type="number" defaultValue={500} />
      <TextField label="Email (error)" type="email" defaultValue="ada@" error="Enter a valid email address" />
      <TextField label="Required (error)" required helpText="As on your ID." error="Enter your last name" />
      <TextField
        label="Password (error)"
        type="password"
        passwordToggle
        defaultValue="abc"
        error="Password must have at least 6 characters"
      />
    </div>
  ),
};
