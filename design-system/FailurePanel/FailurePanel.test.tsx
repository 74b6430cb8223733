import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { FailurePanel } from './FailurePanel';

describe('FailurePanel', () => {
  it('is an alert telling the user to reload', () => {
    render(<FailurePanel onReload={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Try to reload the browser');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Reload' }));
  });

  it('shows the message above the hint', () => {
    render(<FailurePanel message="Something went wrong while loading campaign teams." onReload={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Something went wrong while loading campaign teams\.Try to reload the browser/,
    );
  });

  it('reloads from the keyboard', async () => {
    const onReload = vi.fn();
    render(<FailurePanel onReload={onReload} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('takes replacement texts', () => {
    render(<FailurePanel hint="Try again later" reloadLabel="Retry" onReload={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<FailurePanel message="Unable to load top donors." onReload={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
