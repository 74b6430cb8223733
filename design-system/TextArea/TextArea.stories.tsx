import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const story = 'I am running for the children’s hospital that looked after my niece. Every gift helps another family.';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Your story', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your story' }), 'Hi');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
export const Filled: Story = { args: { defaultValue: story } };
export const WithHelp: Story = { args: { helpText: 'Tell donors why this cause matters to you.' } };
export const WithError: Story = { args: { required: true, error: 'Tell your story' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: story } };
export const Required: Story = { args: { required: true } };
/** The profile and team story fields: 10 rows. */
export const ProfileStory: Story = { args: { rows: 10, required: true, defaultValue: story } };

/** With a limit (maxLength 120): from 80% of it a count under the field says how many characters are left. */
export const NearLimit: Story = {
  args: { maxLength: 120, defaultValue: story },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Your story' });
    await expect(area).toHaveAccessibleDescription('19 characters left');
    await userEvent.type(area, ' Thank you for reading this far!');
    await expect(area).toHaveValue(`${story} Thank you for read`);
    await expect(area).toHaveAccessibleDescription('0 characters left');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24 }}>
      <TextArea label="Empty" />
      <TextArea label="Filled" defaultValue={story} />
      <TextArea label="With help" helpText="Tell donors why this cause matters to you." />
      <TextArea label="Required" required />
      <TextArea label="Disabled" disabled defaultValue={story} />
      <TextArea label="Story (error)" required helpText="Why you fundraise." error="Tell your story" />
    </div>
  ),
};
