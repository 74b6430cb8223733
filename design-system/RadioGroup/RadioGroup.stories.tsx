import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { shapeArgType } from '../../.storybook/argTypes';
import { RadioGroup, type RadioOption } from './RadioGroup';

const access = [
  { value: 'public', label: 'Public', description: 'Anyone can join the team.' },
  { value: 'private', label: 'Private', description: 'Invite only; shown as Closed.' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Team access', options: access, onValueChange: fn() },
  argTypes: {
    options: shapeArgType<RadioOption>('readonly RadioOption[]', {
      value: ': string',
      label: ': ReactNode',
      description: '?: ReactNode  // a line under the label, read as the description',
      disabled: '?: boolean',
    }),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }));
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('private');
  },
};
export const Filled: Story = { args: { defaultValue: 'public' } };
export const WithHelp: Story = { args: { defaultValue: 'public', helpText: 'You can change this later.' } };
export const WithError: Story = { args: { required: true, error: 'Choose who can join' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'private' } };
export const Required: Story = { args: { required: true } };
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    defaultValue: 'public',
    options: access.map(({ value, label }) => ({ value, label })),
  },
};
/** Controlled by its parent; arrow keys move the choice, as with any native radio group. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('public');
    return (
      <>
        <RadioGroup {...args} value={value} onValueChange={setValue} />
        <p>{`Chosen: ${value}`}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Public' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Chosen: private')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 24 }}>
      <RadioGroup label="Empty" options={access} />
      <RadioGroup label="Filled" options={access} defaultValue="public" />
      <RadioGroup label="With help" options={access} helpText="You can change this later." />
      <RadioGroup label="Required" options={access} required />
      <RadioGroup label="Disabled" options={access} disabled defaultValue="private" />
      <RadioGroup label="Access (error)" options={access} required error="Choose who can join" />
    </div>
  ),
};
