import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageFrame } from '../Layout/Layout';
import { TextField } from '../TextField/TextField';
import { StickyActionBar } from './StickyActionBar';

const meta = {
  title: 'Primitives/StickyActionBar',
  component: StickyActionBar,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Donate to Clean Water Crew',
    open: true,
    summary: 'Clean Water Crew',
    children: <Button>Donate Now</Button>,
  },
  // The bar only shows in narrow page frames (phones, narrow columns): the stories give it one.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 240 }}>
        <PageFrame>
          <Story />
        </PageFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Donate to Clean Water Crew' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Donate to Clean Water Crew' })).toBeNull();
  },
};

/** Typing in a field: the bar steps aside so it never sits over the field or the keyboard. */
export const StepsAsideWhileTyping: Story = {
  render: (args) => (
    <>
      <TextField label="Your name" />
      <StickyActionBar {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Your name');
    await userEvent.click(field);
    await expect(canvas.queryByRole('region', { name: 'Donate to Clean Water Crew' })).toBeNull();
    field.blur();
    await expect(await canvas.findByRole('region', { name: 'Donate to Clean Water Crew' })).toBeVisible();
  },
};
