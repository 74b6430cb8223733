import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { pngFile, textAsPng } from '../../tests/setup/imageFiles';
import { FileUpload } from './FileUpload';

const png = (name: string, size = 10) => pngFile(name, size);

// Previews are data: URLs read with FileReader (a strict img-src allows data:, not blob:); count the reads.
let reads: { mock: { calls: unknown[] } };
beforeEach(() => {
  reads = vi.spyOn(FileReader.prototype, 'readAsDataURL');
});

const input = () => screen.getByLabelText('Profile image', { selector: 'input' });

describe('FileUpload', () => {
  it('labels the hidden input, and opens the dialog from a real focusable button', async () => {
    render(<FileUpload label="Profile image" maxSize={1000} helpText="Recommended size: 250x250 px" />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', expect.stringContaining('image/png'));
    const button = screen.getByRole('button', { name: 'Choose image' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Recommended size: 250x250 px');
    const click = vi.spyOn(input() as HTMLInputElement, 'click');
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows a data: URL preview (never blob:, which a strict img-src refuses) and a remove button for a PNG', async () => {
    const onValueChange = vi.fn();
    render(<FileUpload label="Profile image" maxSize={1000} onValueChange={onValueChange} />);
    await userEvent.upload(input(), png('avatar.png'));
    // The file's ten bytes (the PNG signature, two zeros) in base64, with the file's type.
    expect(await screen.findByRole('img', { name: 'Preview of avatar.png' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgoAAA==',
    );
    expect(onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'avatar.png' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove avatar.png' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  });

  it('turns away a file over maxSize with the exact message and reports it', async () => {
    const onRejected = vi.fn();
    const onValueChange = vi.fn();
    render(<FileUpload label="Profile image" maxSize={100} onRejected={onRejected} onValueChange={onValueChange} />);
    await userEvent.upload(input(), png('big.png', 500));
    const message = 'big.png exceeds the maximum upload size for this site';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(onRejected).toHaveBeenCalledWith([message], ['size']);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('status')).toHaveTextContent(message);

    // The next good choice clears the rejection, so the form can enable submit again.
    await userEvent.upload(input(), png('small.png'));
    await waitFor(() => expect(onRejected).toHaveBeenLastCalledWith([], []));
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a GIF, even when dropped past the dialog’s accept filter', new File(['gif'], 'anim.gif', { type: 'image/gif' })],
    ['a file named .png whose type is not an image', new File(['<html>'], 'page.png', { type: 'text/html' })],
  ])('rejects %s', async (_case, file) => {
    const onRejected = vi.fn();
    render(<FileUpload label="Profile image" maxSize={1000} onRejected={onRejected} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), file);
    await waitFor(() =>
      expect(onRejected).toHaveBeenCalledWith(
        [`${file.name} is not a permitted image. Use a .jpg, .jpeg or .png file.`],
        ['type'],
      ),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a text file named and typed as a PNG by its content, saying it is not really an image', async () => {
    const onRejected = vi.fn();
    const onValueChange = vi.fn();
    render(
      <FileUpload
        label="Profile image"
        maxSize={1000}
        onRejected={onRejected}
        onValueChange={onValueChange}
        multiple
      />,
    );
    await userEvent.upload(input(), [textAsPng('notes.png'), png('real.png')]);
    const message = 'notes.png is not a JPEG or PNG image, even though its name ends in .png.';
    await waitFor(() => expect(onRejected).toHaveBeenCalledWith([message], ['type']));
    expect(screen.getByRole('status')).toHaveTextContent(message);
    // The real image beside it is kept.
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['real.png']);
    expect(await screen.findByRole('img', { name: 'Preview of real.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of notes.png' })).toBeNull();
  });

  it('keeps several files in multiple mode and replaces the file in single mode', async () => {
    const { unmount } = render(<FileUpload label="Profile image" maxSize={1000} multiple />);
    await userEvent.upload(input(), [png('one.png'), png('two.png')]);
    await userEvent.upload(input(), png('three.png'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    unmount();

    render(<FileUpload label="Profile image" maxSize={1000} />);
    await userEvent.upload(input(), png('one.png'));
    await userEvent.upload(input(), png('two.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of two.png' })).toBeInTheDocument());
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('keeps controlled files across parent re-renders, without remaking previews', async () => {
    function Form() {
      const [files, setFiles] = useState<File[]>([]);
      const [attempts, setAttempts] = useState(0);
      return (
        <>
          <FileUpload label="Profile image" maxSize={1000} value={files} onValueChange={setFiles} />
          <button type="button" onClick={() => setAttempts((n) => n + 1)}>
            {`Submit (${attempts})`}
          </button>
        </>
      );
    }
    render(<Form />);
    await userEvent.upload(input(), png('avatar.png'));
    await screen.findByRole('img', { name: 'Preview of avatar.png' });
    const made = reads.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Submit (0)' }));
    expect(screen.getByRole('button', { name: 'Submit (1)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of avatar.png' })).toBeInTheDocument();
    expect(reads).toHaveBeenCalledTimes(made);
  });

  it('does nothing when disabled', async () => {
    const onValueChange = vi.fn();
    render(<FileUpload label="Profile image" maxSize={1000} disabled onValueChange={onValueChange} />);
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await userEvent.upload(input(), png('avatar.png'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('has no axe violations with a preview and an error', async () => {
    const { container } = render(
      <FileUpload
        label="Profile image"
        maxSize={1000}
        required
        helpText="Recommended size: 250x250 px"
        error="Add an image"
        defaultValue={[png('avatar.png')]}
      />,
    );
    await screen.findByRole('img', { name: 'Preview of avatar.png' });
    await expectNoAxeViolations(container);
  });
});
