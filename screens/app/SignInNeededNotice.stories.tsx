import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoHostData } from './testing/demoData';
import { PageStory } from './testing/PageStory';
import { pageStoryParameters } from './testing/storyHelpers';

const meta = {
  title: 'App/SignInNeededNotice',
  component: PageStory,
  parameters: pageStoryParameters(
    'The one-line hint a visitor sees after a route guard sent them away from a page that needs a login (SPEC 2 keeps the redirect; the hint says why and links to Sign in). It shows on the landing page only and is gone after the next move or a reload.',
  ),
  args: { path: '/create-team/', hostData: demoHostData() },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opened /create-team/ (needs a login): the guard sends them home, and the home page says why. */
export const VisitorSentHome: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const notice = await canvas.findByText('Sign in to see that page.');
    await expect(notice.closest('[role="status"]')).not.toBeNull();
  },
};
