import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QrCodeButton } from '../QrCode/QrCodeButton';
import { ShareActions } from './ShareActions';

const url = 'https://example.org/campaigns/run-for-clean-water/fundraiser/7/';

const meta = {
  title: 'Primitives/ShareActions',
  component: ShareActions,
  args: {
    url,
    title: 'Jane Doe',
    text: 'Support Jane Doe with a donation.',
    // No share sheet unless a story passes one: the stories do not depend on the machine's browser.
    shareNavigator: {},
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ShareActions {...args}>
        <QrCodeButton url={args.url} name={args.title} kind="fundraiser" />
      </ShareActions>
    </div>
  ),
} satisfies Meta<typeof ShareActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktops and browsers without Web Share: the three share links, Copy link and QR code. */
export const ShareSheetFallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Facebook/ })).toBeVisible();
  },
};

/** Phones: one Share button opens the native sheet with title, text and URL. */
export const WebShareAvailable: Story = {
  args: { shareNavigator: { share: fn(async () => {}), canShare: () => true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.shareNavigator?.share).toHaveBeenCalledWith({ title: args.title, text: args.text, url });
    await expect(canvas.queryByRole('link', { name: /Facebook/ })).toBeNull();
  },
};

/** After Copy link: the toast confirms (a polite status that goes away after a few seconds). */
export const CopyLinkToast: Story = {
  play: async ({ canvas, canvasElement }) => {
    const clipboard = { writeText: fn(async () => {}) };
    Object.defineProperty(canvasElement.ownerDocument.defaultView?.navigator, 'clipboard', {
      configurable: true,
      value: clipboard,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
  },
};
