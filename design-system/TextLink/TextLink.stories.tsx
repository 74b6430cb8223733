import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '#team', children: 'Riverside Runners' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://sponsor.example/', external: true, children: 'Acme Sponsor' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Acme Sponsor (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Riverside Runners' })).toHaveFocus();
  },
};
export const InParagraph: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Every step counts. Join <TextLink {...args} /> on the riverside, or read about{' '}
      <TextLink href="https://sponsor.example/" external>
        our sponsor
      </TextLink>
      .
    </p>
  ),
};

/** Plain, external and in-text links together. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextLink href="#plain">Plain link</TextLink>
      <TextLink href="https://sponsor.example/" external>
        External link
      </TextLink>
      <p>
        A sentence with <TextLink href="#inline">an inline link</TextLink> in it.
      </p>
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
