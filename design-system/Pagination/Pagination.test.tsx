import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Pagination } from './Pagination';

const STEP_NAMES = ['First page', 'Previous page', 'Next page', 'Last page'];

function pageNumbers(): string[] {
  return screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent ?? '');
}

describe('Pagination', () => {
  it.each([0, 1])('renders nothing when there are %i pages', (totalPages) => {
    const { container } = render(<Pagination page={1} totalPages={totalPages} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a navigation landmark with first, previous, up to 5 numbers, next and last', () => {
    render(<Pagination page={7} totalPages={20} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'First page',
      'Previous page',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 9',
      'Next page',
      'Last page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 6' })).not.toHaveAttribute('aria-current');
  });

  it('takes a custom landmark name', () => {
    render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} label="Teams pages" />);
    expect(screen.getByRole('navigation', { name: 'Teams pages' })).toBeInTheDocument();
  });

  it.each<[string, number]>([
    ['First page', 1],
    ['Previous page', 6],
    ['Page 9', 9],
    ['Next page', 8],
    ['Last page', 20],
  ])('%s asks for page %i', async (name, target) => {
    const onPageChange = vi.fn();
    render(<Pagination page={7} totalPages={20} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('does not ask for the page it is already on', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={4} onPageChange={vi.fn()} />);
    const disabled = () => STEP_NAMES.filter((name) => screen.getByRole('button', { name }).hasAttribute('disabled'));
    expect(disabled()).toEqual(['First page', 'Previous page']);
    rerender(<Pagination page={4} totalPages={4} onPageChange={vi.fn()} />);
    expect(disabled()).toEqual(['Next page', 'Last page']);
    rerender(<Pagination page={2} totalPages={4} onPageChange={vi.fn()} />);
    expect(disabled()).toEqual([]);
  });

  it('makes every control busy while loading: presses ignored, focus kept (aria-disabled, not disabled)', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={10} onPageChange={onPageChange} loading />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
  });

  it('clamps an out-of-range page to the last one', () => {
    render(<Pagination page={99} totalPages={6} onPageChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination page={2} totalPages={8} onPageChange={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
