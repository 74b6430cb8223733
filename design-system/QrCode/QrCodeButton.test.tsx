import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { QrCodeButton } from './QrCodeButton';
import { qrMatrix, qrPath } from './model';

const url = 'https://example.org/campaigns/run/fundraiser/7/';

// The dialog is a lazy chunk: transform it once up front, so a busy machine does not time the first test out.
beforeAll(() => import('./QrCodeDialog'), 60_000);

describe('QrCodeButton', { timeout: 20_000 }, () => {
  it('opens a dialog with the QR code of the URL, named by the URL, and the SVG download', async () => {
    render(<QrCodeButton url={url} name="Jane Doe" kind="fundraiser" />);
    const button = screen.getByRole('button', { name: 'QR code' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'QR code for Jane Doe' }, { timeout: 8000 });
    const image = screen.getByRole('img', { name: `QR code linking to ${url}` });
    expect(dialog).toContainElement(image);
    expect(image.querySelector('path')).toHaveAttribute('d', qrPath(qrMatrix(url)));
    expect(dialog).toHaveTextContent(url);
    // The SVG download: a blob of the same drawing, saved under the fundraiser's file name.
    const saved: Array<{ blob: Blob; name: string }> = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:qr';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(saved.map((s) => [s.name, s.blob.type])).toEqual([['fundraiser-jane-doe-qr.svg', 'image/svg+xml']]);
    const file = await saved[0]?.blob.text();
    expect(file).toContain(`d="${qrPath(qrMatrix(url))}"`);
    expect(file).toContain(`<title>QR code linking to ${url}</title>`);
    vi.restoreAllMocks();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
  });

  it('traps focus while open and returns it to the button on Escape', async () => {
    render(<QrCodeButton url={url} name="Jane Doe" kind="fundraiser" />);
    const button = screen.getByRole('button', { name: 'QR code' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    // And opens again.
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(<QrCodeButton url={url} name="Jane Doe" kind="team" />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'QR code' }));
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    await expectNoAxeViolations(document.body);
  });
});
