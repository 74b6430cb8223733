import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { pixelPng as sharedPixelPng, textAsPng } from '../../tests/setup/imageFiles';
import { FileUpload } from './FileUpload';

/** A real 1x1 PNG, so previews render the same in every run. */
const pixelPng = (name: string) => sharedPixelPng(name, { lastModified: 0 });

const oneMegabyte = 1024 * 1024;

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: {
    label: 'Profile image',
    helpText: 'Recommended size: 250x250 px',
    maxSize: oneMegabyte,
    onValueChange: fn(),
    onRejected: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
  return input;
};

export const Empty: Story = { args: { helpText: undefined } };
export const Filled: Story = { args: { defaultValue: [pixelPng('avatar.png')] } };
export const WithHelp: Story = {};
export const WithError: Story = { args: { required: true, error: 'Add a profile image' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: [pixelPng('avatar.png')] } };
export const Required: Story = { args: { required: true } };
export const Multiple: Story = {
  args: { multiple: true, label: 'Team photos', defaultValue: [pixelPng('one.png'), pixelPng('two.png')] },
};

export const AcceptsPng: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pixelPng('avatar.png'));
    await expect(await canvas.findByRole('img', { name: 'Preview of avatar.png' })).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove avatar.png' }));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A file over the site's maximum is turned away with the exact catalogue message. */
export const RejectsTooLarge: Story = {
  args: { maxSize: 10 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['x'.repeat(100)], 'big.png', { type: 'image/png' }));
    const message = 'big.png exceeds the maximum upload size for this site';
    await waitFor(() => expect(args.onRejected).toHaveBeenCalledWith([message], ['size']));
    await expect(canvas.getAllByText(message).length).toBeGreaterThan(0);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      `Recommended size: 250x250 px ${message}`,
    );
  },
};

/** A GIF dropped on the zone (the dialog's filter would hide it) is turned away. */
export const RejectsWrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(args.onRejected).toHaveBeenCalledWith(
        ['anim.gif is not a permitted image. Use a .jpg, .jpeg or .png file.'],
        ['type'],
      ),
    );
    await expect(
      canvas.getAllByText('anim.gif is not a permitted image. Use a .jpg, .jpeg or .png file.').length,
    ).toBeGreaterThan(0);
  },
};

/** A text file named and typed as a PNG is refused by its first bytes: it is not really an image, whatever its name. */
export const RejectsTextRenamedPng: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), textAsPng('notes.png'));
    const message = 'notes.png is not a JPEG or PNG image, even though its name ends in .png.';
    await waitFor(() => expect(args.onRejected).toHaveBeenCalledWith([message], ['type']));
    await expect(canvas.getAllByText(message).length).toBeGreaterThan(0);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A parent holding the files and disabling submit while a file is rejected. */
export const InAForm: Story = {
  args: { maxSize: 10 },
  render: (args) => {
    const [files, setFiles] = useState<File[]>([]);
    const [rejected, setRejected] = useState<string[]>([]);
    return (
      <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <FileUpload {...args} value={files} onValueChange={setFiles} onRejected={setRejected} />
        <Button type="submit" disabled={rejected.length > 0}>
          Save
        </Button>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['x'.repeat(100)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 24 }}>
      <FileUpload label="Empty" maxSize={oneMegabyte} />
      <FileUpload label="Filled" maxSize={oneMegabyte} defaultValue={[pixelPng('avatar.png')]} />
      <FileUpload label="With help" maxSize={oneMegabyte} helpText="Recommended size: 250x250 px" />
      <FileUpload label="Required" maxSize={oneMegabyte} required />
      <FileUpload label="Disabled" maxSize={oneMegabyte} disabled defaultValue={[pixelPng('avatar.png')]} />
      <FileUpload
        label="Multiple"
        maxSize={oneMegabyte}
        multiple
        defaultValue={[pixelPng('one.png'), pixelPng('two.png')]}
      />
      <FileUpload label="Image (error)" maxSize={oneMegabyte} required error="Add a profile image" />
    </div>
  ),
};
