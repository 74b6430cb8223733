import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { QrCodeDialog } from './QrCodeDialog';

const url = 'https://example.org/campaigns/run-for-clean-water/fundraiser/7/';

function OpenDialog({ name, kind, startOpen = true }: { name: string; kind: string; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} color="outline" onClick={() => setOpen(true)}>
        QR code
      </Button>
      <QrCodeDialog url={url} name={name} kind={kind} open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </>
  );
}

const meta = {
  title: 'Primitives/QrCodeDialog',
  component: OpenDialog,
  args: { name: 'Jane Doe', kind: 'fundraiser' },
  // On the docs page every story renders at once: open modal dialogs would lock it, so there they start closed
  // (the button opens one). The canvas, and so the tests, show them open.
  render: (args, { viewMode }) => <OpenDialog {...args} startOpen={viewMode !== 'docs'} />,
} satisfies Meta<typeof OpenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog open: the page's QR code, its address, and the SVG and PNG downloads. */
export const QrDialogOpen: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'QR code for Jane Doe' });
    await expect(dialog).toContainElement(screen.getByRole('img', { name: `QR code linking to ${url}` }));
    await expect(screen.getByRole('button', { name: 'Download SVG' })).toBeVisible();
  },
};

/** A long name in a right-to-left script. */
export const LongHebrewName: Story = { args: { name: 'דנה כהן־לוי רצה למען מים נקיים', kind: 'team' } };
