import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { ShareButtons } from './ShareButtons';

const meta = {
  title: 'Primitives/ShareButtons',
  component: ShareButtons,
  args: { url: 'https://example.org/campaign/fundraiser/7/', title: 'Help Jane run her first 5k' },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const facebook = canvas.getByRole('link', { name: 'Share on Facebook' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Share by Email' }).getAttribute('href')).toMatch(/^mailto:/);
  },
};
export const HostileTitle: Story = {
  args: { title: `"Tom & Jerry's" run #1 <for> 🐶 100% + more?` },
  play: async ({ canvas }) => {
    const x = new URL(canvas.getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    await expect(x.searchParams.get('text')).toBe(`"Tom & Jerry's" run #1 <for> 🐶 100% + more?`);
  },
};
/**
 * With a mouse (Storybook's pointer): Facebook, X and Email; WhatsApp and SMS are in the markup but shown only
 * on a touch screen, where `sms:` and the WhatsApp app work.
 */
export const CompactWithMouse: Story = {
  args: { variant: 'compact' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ShareButtons {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const shown = canvas.getAllByRole('link');
    await expect(shown.map((link) => link.textContent)).toEqual([
      'Share on FacebookFacebook',
      'Share on XX',
      'Share by EmailEmail',
    ]);
    await expect(new Set(shown.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Share on WhatsApp', hidden: true })).not.toBeVisible();
  },
};
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <ShareButtons {...args} />
    </div>
  ),
};

/** The links under each stress palette (their text uses the campaign link colour). */
export const Matrix: Story = {
  render: (args) => (
    <PaletteMatrix style={{ display: 'grid', gap: 16 }}>
      {(name) => <ShareButtons url={args.url} title={`${name}: ${args.title}`} />}
    </PaletteMatrix>
  ),
};
