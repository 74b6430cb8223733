import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { shapeArgType } from '../../.storybook/argTypes';
import { Select, type SelectOption } from './Select';

const teams = [
  { value: 'red', label: 'Red Runners' },
  { value: 'blue', label: 'Blue Bikers' },
  { value: 'green', label: 'Green Walkers' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Team', options: teams, placeholder: 'Choose a team', onChange: fn() },
  argTypes: {
    options: shapeArgType<SelectOption>('readonly SelectOption[]', {
      value: ': string',
      label: ': string',
      disabled: '?: boolean',
    }),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Team' });
    await userEvent.selectOptions(select, 'Blue Bikers');
    await expect(select).toHaveValue('blue');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Filled: Story = { args: { defaultValue: 'green' } };
export const WithHelp: Story = { args: { helpText: 'You can switch teams later.' } };
export const WithError: Story = { args: { required: true, error: 'Choose a team' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'red' } };
export const Required: Story = { args: { required: true } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 24 }}>
      <Select label="Empty" options={teams} placeholder="Choose a team" />
      <Select label="Filled" options={teams} defaultValue="green" />
      <Select label="With help" options={teams} helpText="You can switch teams later." />
      <Select label="Required" options={teams} placeholder="Choose a team" required />
      <Select label="Disabled" options={teams} disabled defaultValue="red" />
      <Select label="Team (error)" options={teams} placeholder="Choose a team" required error="Choose a team" />
    </div>
  ),
};
