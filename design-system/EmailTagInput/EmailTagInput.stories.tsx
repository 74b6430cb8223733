import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { EmailTagInput } from './EmailTagInput';
import { rightToLeft } from '../../.storybook/rtl';

const meta = {
  title: 'Primitives/EmailTagInput',
  component: EmailTagInput,
  args: { label: 'Invite team members', onValueChange: fn() },
} satisfies Meta<typeof EmailTagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

export const Empty: Story = {};

export const WithEmails: Story = {
  args: { defaultValue: ['ana.lima@example.com', 'bob@example.org', 'carla.nguyen@example.net'] },
};

export const WithInvalidEmails: Story = {
  args: { defaultValue: ['ana.lima@example.com', 'bob@localhost', 'not an email'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Invite team members' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('bob@localhost is not a valid email address')).toBeInTheDocument();
  },
};

export const WithFormError: Story = { args: { error: 'Add at least one email address' } };

export const CustomHelpText: Story = {
  args: { helpText: 'We send each person an invitation to join your team.', defaultValue: ['ana.lima@example.com'] },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['ana.lima@example.com'] } };

/** Typing with a comma and Enter, pasting a list, removing a tag, and Backspace in the empty input. */
export const Interaction: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <EmailTagInput {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Invite team members' });
    await userEvent.type(input, 'ana@example.com,bob@example.com{Enter}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ana@example.com', 'bob@example.com']);

    await userEvent.click(input);
    await userEvent.paste('carla@example.com; dee@example.com\nx@y');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'ana@example.com',
      'bob@example.com',
      'carla@example.com',
      'dee@example.com',
      'x@y',
    ]);
    await expect(canvas.getByText('x@y is not a valid email address')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove bob@example.com' }));
    await expect(canvas.queryByRole('button', { name: 'Remove bob@example.com' })).toBeNull();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('x@y is not a valid email address')).toBeNull();
    await expect(tagTexts(canvasElement)).toEqual(['ana@example.com', 'carla@example.com', 'dee@example.com']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'ana@example.com',
      'carla@example.com',
      'dee@example.com',
    ]);
  },
};

/** Empty, valid, invalid and disabled under each stress palette, for visual diffs and contrast checks. */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24 }}>
      {(name) => (
        <div style={{ display: 'grid', gap: 16 }}>
          <EmailTagInput label={`${name}: empty`} />
          <EmailTagInput label={`${name}: valid`} defaultValue={['ana.lima@example.com', 'bob@example.org']} />
          <EmailTagInput label={`${name}: invalid`} defaultValue={['ana.lima@example.com', 'bob@localhost']} />
          <EmailTagInput label={`${name}: disabled`} disabled defaultValue={['ana.lima@example.com']} />
        </div>
      )}
    </PaletteMatrix>
  ),
};

/** Right to left: the tags run from the right in the order typed; each address still reads left to right. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { defaultValue: ['ana.lima@example.com', 'kenji.varga@example.org', 'not-an-email'] },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    if (!first || !second) throw new Error('expected tags');
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(second.getBoundingClientRect().right);
    const address = canvas.getByText('ana.lima@example.com');
    await expect(getComputedStyle(address).direction).toBe('ltr');
  },
};
