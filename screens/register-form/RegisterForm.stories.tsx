import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { pageStoryParameters, pressAndExpectAlert, submittingStory } from '../app/testing/storyHelpers';

const visitor = demoHostData();
const noProfileUser = { firstName: 'Nora', lastName: 'Noprofile', email: 'noprofile@example.org' };

const meta = {
  title: 'Pages/Register',
  component: PageStory,
  parameters: pageStoryParameters(
    'The registration form at `/register/individual/` and `/register/captain/`: creates a logged-in account, with the step indicator of the chosen flow; a logged-in visitor without a profile sees the email fixed and no password fields.',
  ),
  args: { path: '/register/individual/', hostData: visitor },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email = 'ivy@example.org') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/First name/), 'Ivy');
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Individual');
  await userEvent.type(canvas.getByLabelText(/Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), 'secret12');
  await userEvent.type(canvas.getByLabelText(/Confirm password/), 'secret12');
}

/** A visitor's empty form, step 1 of Join as an Individual. */
export const Empty: Story = {};

/** The captain variant: step 1 of Create a Team. */
export const Captain: Story = { args: { path: '/register/captain/' } };

/** Everything typed, ready to submit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** Submitted empty, then with a short and a mismatched password: every SPEC 5 message, first field focused. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), '12345');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Password must have at least 6 characters')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveFocus());
  },
};

/** The request is running: the button is busy (it ignores presses and keeps focus). */
export const Submitting: Story = submittingStory('register-fundraiser', fill, 'Register');

/** The email is taken: the server's message, with "Please log in." linking to the login page; values kept. */
export const ServerError: Story = {
  args: {
    answers: {
      'register-fundraiser': {
        status: 400,
        body: {
          code: 'existing_user_email',
          message: 'An account with this email address already exists. Please log in.',
          data: { status: 400 },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'captain@example.org');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('already exists');
    await expect(within(alert).getByRole('link', { name: 'Please log in.' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login\/$/),
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('captain@example.org');
  },
};

/** A redirect to another site is refused and explained. */
export const RedirectRefused: Story = {
  args: { answers: { 'register-fundraiser': { body: { redirect: 'https://evil.example/' } } } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await pressAndExpectAlert(canvasElement, 'Register', 'another website');
  },
};

/** Logged in without a fundraiser profile: email fixed and prefilled, no password fields. */
export const LoggedInWithoutProfile: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.noProfile, user: noProfileUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Email/)).toBeDisabled();
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
  },
};

/** Logged in without a profile, while get-user-info loads (no host user data). */
export const LoggedInLoading: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.noProfile }), answers: { 'get-user-info': { pending: true } } },
};
