import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { unionArgType } from '../../.storybook/argTypes';
import { NOTICE_TYPES } from './model';
import { Notice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: { type: 'info' },
  argTypes: { type: unionArgType(NOTICE_TYPES) },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorNotice: Story = {
  args: { type: 'error', children: 'Email is already registered.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is already registered.');
  },
};
export const FailedNotice: Story = { args: { type: 'failed', children: 'Something went wrong' } };
export const HttpNotice: Story = { args: { type: 'http', children: 'The server could not be reached.' } };
export const WarningWithTitle: Story = {
  args: { type: 'warning', title: 'Campaign closed', children: 'This campaign is no longer accepting donations.' },
};
export const SuccessNotice: Story = { args: { type: 'success', children: 'Your profile has been saved.' } };
export const PlainNotice: Story = { args: { type: 'notice', children: 'Your team is pending approval.' } };
export const InfoNotice: Story = { args: { type: 'info', children: 'Suggested image size is 250x250 px.' } };
export const DefaultText: Story = {
  args: { type: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Warning');
  },
};
export const WithoutIcon: Story = { args: { type: 'success', icon: false, children: 'Saved.' } };

/** Every type, with and without a title; long text wraps. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {NOTICE_TYPES.map((type) => (
        <Notice key={type} type={type} title={type === 'warning' ? 'A title' : undefined} />
      ))}
      <Notice type="error" title="Registration failed">
        A long server message that wraps onto a second line so the icon alignment and spacing can be checked.
      </Notice>
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
