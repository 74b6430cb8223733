import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { unionArgType } from '../../.storybook/argTypes';
import { laysOut, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../i18n';
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
    await expectIconOnFirstLine(canvas.getByRole('alert'));
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
/**
 * The icon's middle and the first line's middle, in px from the top of the notice: they match when the icon
 * sits on the first line of the title or text.
 */
function firstLineOffsets(notice: HTMLElement): { icon: number; line: number } {
  const top = notice.getBoundingClientRect().top;
  const icon = notice.querySelector('svg')!.getBoundingClientRect();
  const walker = document.createTreeWalker(notice, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  const range = document.createRange();
  range.selectNodeContents(walker.nextNode()!);
  const line = range.getClientRects()[0]!;
  return { icon: icon.top + icon.height / 2 - top, line: line.top + line.height / 2 - top };
}

async function expectIconOnFirstLine(notice: HTMLElement) {
  const { icon, line } = firstLineOffsets(notice);
  await expect(Math.abs(icon - line)).toBeLessThanOrEqual(2);
}

/** A message given as a paragraph (as form errors are): its margin must not push the text below the icon. */
export const ParagraphMessage: Story = {
  args: { type: 'error', children: <p>Email is already registered.</p> },
  play: async ({ canvas }) => {
    await expectIconOnFirstLine(canvas.getByRole('alert'));
  },
};

/** Title and a paragraph that wraps onto several lines in a phone-width column: the icon stays on the title. */
export const MultiLineNarrow: Story = {
  args: {
    type: 'warning',
    title: 'Pending Approval',
    children: <p>This team is waiting for approval. Only you can see this page until an administrator approves it.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expectIconOnFirstLine(notice);
    await expect(notice.getBoundingClientRect().height).toBeGreaterThan(100);
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

/**
 * Right to left (a Hebrew page): the icon at the right, on the first line; title and text start beside it and
 * wrap towards the left; a notice without text says its type in Hebrew.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Notice type="warning" title="ממתין לאישור">
        <p>הצוות ממתין לאישור. עד שמנהל/ת האתר יאשרו אותו, רק את/ה רואה את העמוד הזה.</p>
      </Notice>
      <Notice type="error">כתובת האימייל כבר רשומה.</Notice>
      <Notice type="success">הפרופיל שלך נשמר.</Notice>
      <Notice type="info" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [warning, success] = canvas.getAllByRole('status');
    if (!warning || !success) throw new Error('expected the warning and success notices');
    await expect(canvas.getByRole('alert')).toHaveTextContent('כתובת האימייל כבר רשומה.');
    await expect(canvas.getAllByRole('status').at(-1)).toHaveTextContent(__('Info'));
    await expectIconOnFirstLine(warning);
    if (!laysOut()) return;
    for (const notice of [warning, canvas.getByRole('alert')]) {
      const icon = notice.querySelector('svg')!.getBoundingClientRect();
      const box = notice.getBoundingClientRect();
      // The text's own extent (its box stretches over the notice whatever the text does).
      const range = document.createRange();
      range.selectNodeContents(notice.lastElementChild!);
      await expect(box.right - icon.right).toBeLessThan(icon.left - box.left);
      await expect(icon.left).toBeGreaterThanOrEqual(range.getBoundingClientRect().right);
    }
  },
};
