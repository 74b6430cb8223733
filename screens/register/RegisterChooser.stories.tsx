import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { rightToLeft } from '../../.storybook/rtl';
import { __ } from '../../design-system';
import { pageStoryParameters } from '../app/testing/storyHelpers';

const meta = {
  title: 'Pages/RegisterChooser',
  component: PageStory,
  parameters: pageStoryParameters(
    'The start-fundraising chooser at `/register/`: join a team, join as an individual or create a team, with Donate Now and a sign-in link.',
  ),
  args: { path: '/register/', hostData: demoHostData() },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: three ways in, Donate Now and Sign in. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Names through __(): the right-to-left story runs this play in Hebrew.
    await expect(await canvas.findByRole('link', { name: __('Join as an Individual') })).toBeVisible();
    // The page's own prompt (the account bar above has a Sign in too).
    await expect(
      within(canvas.getByText(__('Already have an account?'), { exact: false })).getByRole('link', {
        name: __('Sign in'),
      }),
    ).toBeVisible();
  },
};

/** Logged in: no Sign in link. */
export const LoggedIn: Story = { args: { hostData: demoHostData({ auth: demoAuth.noProfile }) } };

/** The three ways to start, right to left: icons at the right, arrows pointing left. */
export const RightToLeft: Story = { ...rightToLeft, play: Visitor.play };
