import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { pageStoryParameters, pressAndExpectAlert, submittingStory, serverError } from '../app/testing/storyHelpers';

const meta = {
  title: 'Pages/LostPassword',
  component: PageStory,
  parameters: pageStoryParameters(
    "The lost-password page at `/lost-password/`: email or username and 'Get New Password', then `/lost-password/sent` asks the visitor to check their email.",
  ),
  args: { path: '/lost-password/', hostData: demoHostData() },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  await userEvent.type(await within(canvasElement).findByLabelText(/Email or username/), 'fundraiser');
}

export const Empty: Story = {};

export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement) };

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get New Password' }));
    await expect(await canvas.findByText('Enter your email or username')).toBeVisible();
  },
};

export const Submitting: Story = submittingStory('send-password-reset-email', fill, 'Get New Password');

export const ServerError: Story = {
  args: {
    answers: {
      'send-password-reset-email': serverError('The mail could not be sent.'),
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await pressAndExpectAlert(canvasElement, 'Get New Password', 'The mail could not be sent.');
  },
};

/** After the request: /lost-password/sent. */
export const Sent: Story = {
  args: { path: '/lost-password/sent' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Check your email for the confirmation link.')).toBeVisible();
  },
};
