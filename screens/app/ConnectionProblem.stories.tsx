import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectionProblemView } from './ConnectionProblem';
import { pageStoryParameters } from './testing/storyHelpers';

const meta = {
  title: 'App/ConnectionProblem',
  component: ConnectionProblemView,
  parameters: pageStoryParameters(
    "What shows instead of a page whose code could not load (issue 26: Donate clicked while offline): that the connection seems to be down, Try again (which loads the page's code afresh, and happens by itself once the browser is back online) and Go back to the page the visitor came from. ErrorBoundary renders it for a chunk or network error, or any error while the browser is offline; other errors keep the failure panel.",
  ),
  args: { offline: true, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof ConnectionProblemView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser says it is offline: the page opens by itself once it is back. */
export const Offline: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Online as far as the browser knows, but the page's code did not arrive. */
export const NotLoaded: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await expect(canvas.getByText('The connection seems to be down. Check it, then try again.')).toBeVisible();
  },
};

/** The first page of a visit: no page of ours to go back to, so only Try again. */
export const FirstPageOfVisit: Story = {
  args: { onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Go back' })).toBeNull();
  },
};
