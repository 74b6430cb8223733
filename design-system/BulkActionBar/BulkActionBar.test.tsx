import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Button } from '../Button/Button';
import { BulkActionBar } from './BulkActionBar';

function bar(count: number, onClear = () => {}) {
  return (
    <BulkActionBar count={count} onClear={onClear}>
      <Button size="small">Approve</Button>
      <Button size="small">Deny</Button>
    </BulkActionBar>
  );
}

describe('BulkActionBar', () => {
  it('shows nothing but an empty polite status when nothing is selected', () => {
    render(bar(0));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces the count in the same live region as it changes, and shows the actions', () => {
    const { rerender } = render(bar(0));
    const status = screen.getByRole('status');
    rerender(bar(1));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('1 selected');
    rerender(bar(3));
    expect(status).toHaveTextContent('3 selected');
    const group = screen.getByRole('group', { name: 'Bulk actions' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Approve' }));
    expect(group).toContainElement(screen.getByRole('button', { name: 'Deny' }));
  });

  it('clears the selection from its Clear selection button', async () => {
    const onClear = vi.fn();
    render(bar(2, onClear));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(bar(2));
    await expectNoAxeViolations(container);
  });
});
