import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FailurePanel } from './FailurePanel';

const meta = {
  title: 'Primitives/FailurePanel',
  component: FailurePanel,
  args: { onReload: fn() },
} satisfies Meta<typeof FailurePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HintOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
export const WithMessage: Story = { args: { message: 'Something went wrong while loading campaign teams.' } };
export const KeyboardReload: Story = {
  args: { message: 'Unable to load top donors.' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** With and without a message, and in a narrow column where the hint wraps. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FailurePanel {...args} />
      <FailurePanel {...args} message="Something went wrong while loading campaign fundraisers." />
      <div style={{ maxWidth: 240 }}>
        <FailurePanel {...args} message="Unable to load top donors." />
      </div>
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
