import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rightToLeft } from '../../../.storybook/rtl';
import { __, _x } from '../../../design-system';
import { AskKit } from './AskKit';
import { dashboardFixture, dashboardWith } from './testing/dashboard';
import { inToolsHarness } from './testing/inToolsHarness';

const copied = async () => true;
const refused = async () => false;

const meta = {
  title: 'MyFundraising/AskKit',
  component: AskKit,
  decorators: [inToolsHarness],
  parameters: {
    docs: {
      description: {
        component:
          "The ask kit on *My fundraising*: an email, a text message and a social post, each a translated template with the page link and goal, editable before it goes (edits are kept per field, also in the tab's session). Send opens the mail app, SMS, WhatsApp, X or Facebook; Copy says so in the status line. Each send is recorded when the host records shares.",
      },
    },
  },
  args: { dashboard: dashboardFixture, copyToClipboard: copied },
} satisfies Meta<typeof AskKit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email tab: subject and message with the page link and goal, Open in my mail app. */
export const Email: Story = {
  play: async ({ canvas }) => {
    const body = canvas.getByRole('textbox', { name: __('Email message') });
    await expect((body as HTMLTextAreaElement).value).toContain(dashboardFixture.fundraiser.url);
    await expect(canvas.getByRole('link', { name: __('Open in my mail app') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=/),
    );
  },
};

export const TextMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: _x('Text', 'ask kit tab') }));
    await expect(canvas.getByRole('link', { name: __('Send as a text message') })).toBeVisible();
  },
};

export const SocialPost: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: _x('Social', 'ask kit tab') }));
    await expect(canvas.getByRole('textbox', { name: __('Social post') })).toBeVisible();
  },
};

/** The fundraiser's own words replace the suggestion; "Use the suggested text" brings it back. */
export const Edited: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: _x('Text', 'ask kit tab') }));
    const text = canvas.getByRole('textbox', { name: __('Text message') });
    await userEvent.clear(text);
    await userEvent.type(text, 'Hi Sam! Running 10k for clean water, will you back me?');
    await expect(canvas.getByRole('button', { name: __('Use the suggested text') })).toBeVisible();
  },
};

export const Copied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: __('Copy email') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(__('Copied'));
  },
};

/** The browser refused the clipboard: the text is selected for a manual copy, and the status says so. */
export const CopyRefused: Story = {
  args: { copyToClipboard: refused },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: _x('Social', 'ask kit tab') }));
    await userEvent.click(canvas.getByRole('button', { name: __('Copy post') }));
    await expect(canvas.getByRole('textbox', { name: __('Social post') })).toHaveFocus();
  },
};

/** A page without a goal: the sentences leave it out. */
export const WithoutGoal: Story = {
  args: { dashboard: dashboardWith({ fundraiser: { goal: 0 } }) },
};

/** Hebrew, right to left: every field takes its direction from its text (dir="auto"). */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement).getAllByRole('textbox');
    for (const field of fields) await expect(field).toHaveAttribute('dir', 'auto');
  },
};
