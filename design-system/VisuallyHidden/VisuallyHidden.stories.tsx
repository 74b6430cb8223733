import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' about the Riverside Runners team' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link reads "Read more about the Riverside Runners team" to a screen reader, "Read more" on screen. */
export const InLink: Story = {
  render: (args) => (
    <a href="#team">
      Read more
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read more about the Riverside Runners team' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <a href="#team">
        Read more<VisuallyHidden> about the Riverside Runners team</VisuallyHidden>
      </a>
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
