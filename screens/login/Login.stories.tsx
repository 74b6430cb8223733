import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoHostData } from '../app/testing/demoData';
import { pageStoryParameters, pressAndExpectAlert, submittingStory } from '../app/testing/storyHelpers';

const meta = {
  title: 'Pages/Login',
  component: PageStory,
  parameters: pageStoryParameters(
    "The login page at `/login/`: email or username and password, with a link to the lost-password page; a failed login shows the server's message.",
  ),
  args: { path: '/login/', hostData: demoHostData() },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Email or username/), 'fundraiser@example.org');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
}

export const Empty: Story = {};

export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement) };

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email or username')).toBeVisible();
    await expect(canvas.getByText('Enter a password')).toBeVisible();
  },
};

export const Submitting: Story = submittingStory('fundraiser-login', fill, 'Sign in');

/** Wrong password: the server's message. */
export const ServerError: Story = {
  args: {
    answers: {
      'fundraiser-login': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Invalid username or password.', data: { status: 401 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await pressAndExpectAlert(canvasElement, 'Sign in', 'Invalid username or password.');
  },
};
