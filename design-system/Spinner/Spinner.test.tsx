import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status labelled "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });

  it('takes a label saying what is loading', () => {
    render(<Spinner label="Loading top donors" size="small" />);
    expect(screen.getByRole('status', { name: 'Loading top donors' })).toBeInTheDocument();
  });

  it.each(['tiny', 'small', 'medium', 'large'] as const)('renders the %s size with its own class', (size) => {
    const { rerender } = render(<Spinner size={size} data-testid="spinner" />);
    const sized = screen.getByTestId('spinner').className;
    rerender(<Spinner size={size === 'large' ? 'tiny' : 'large'} data-testid="spinner" />);
    expect(screen.getByTestId('spinner').className).not.toEqual(sized);
  });

  it('shows a hint as a second, polite status beside the spinner, and nothing without one', async () => {
    const { container, rerender } = render(<Spinner label="Loading the team" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    rerender(<Spinner label="Loading the team" hint="Still loading…" />);
    expect(screen.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    expect(screen.getByText('Still loading…')).toHaveAttribute('role', 'status');
    await expectNoAxeViolations(container);
  });

  it('hides the drawing from assistive technology', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner size="large" />);
    await expectNoAxeViolations(container);
  });
});
