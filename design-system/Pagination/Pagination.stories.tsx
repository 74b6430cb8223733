import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectPartIndicator } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { vars } from '../theme/contract.css';
import { Pagination } from './Pagination';
import { MIRRORED_TRANSFORM, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../i18n';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

export const Loading: Story = {
  args: { page: 6, loading: true },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(9);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** One page or none: nothing is rendered. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

function Stateful() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={20} onPageChange={setPage} />;
}

/** Wired to state, to walk through the pages. */
export const Interactive: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 17' }));
    await expect(canvas.getByRole('button', { name: 'Page 17' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Start, middle, end and loading under each stress palette and the pale yellow and beige ones. The play checks
 * the current page's fill is the primary's indicator colour, at 3:1 against the page.
 */
export const Matrix: Story = {
  render: (args) => (
    <PaletteMatrix style={{ display: 'grid', gap: 16 }} palettes={indicatorPalettes}>
      {(name) => (
        <div style={{ display: 'grid', gap: 8 }}>
          {[1, 6, 12].map((page) => (
            <Pagination key={page} {...args} page={page} label={`${name} palette, page ${page}`} />
          ))}
          <Pagination {...args} page={6} loading label={`${name} palette, loading`} />
        </div>
      )}
    </PaletteMatrix>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.keys(indicatorPalettes)) {
      const nav = canvas.getByRole('navigation', { name: `${name} palette, page 6` });
      await expectPartIndicator(nav, '[aria-current="page"]', 'background-color', vars.campaign.primaryIndicator);
    }
  },
};

/** Right to left: first and previous at the right, next and last at the left, their glyphs turned. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { page: 6 },
  play: async ({ canvas }) => {
    // In Hebrew (the story's locale): the names come through __().
    const next = canvas.getByRole('button', { name: __('Next page') });
    const previous = canvas.getByRole('button', { name: __('Previous page') });
    await expect(next.getBoundingClientRect().left).toBeLessThan(previous.getBoundingClientRect().left);
    for (const control of [next, previous]) {
      const glyph = control.querySelector('[aria-hidden="true"]');
      await expect(glyph && getComputedStyle(glyph).transform).toBe(MIRRORED_TRANSFORM);
    }
  },
};
