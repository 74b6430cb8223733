import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Show closed teams', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show closed teams' });
    await userEvent.click(canvas.getByText('Show closed teams'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Filled: Story = { args: { defaultChecked: true } };
export const WithHelp: Story = { args: { helpText: 'Closed teams are invite only.' } };
export const WithError: Story = {
  args: { label: 'I agree to the terms', required: true, error: 'You must agree to continue' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Required: Story = { args: { label: 'I agree to the terms', required: true } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16 }}>
      <Checkbox label="Empty" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="With help" helpText="Closed teams are invite only." />
      <Checkbox label="Required" required />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="I agree (error)" required error="You must agree to continue" />
    </div>
  ),
};
