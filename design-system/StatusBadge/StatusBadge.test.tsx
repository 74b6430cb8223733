import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { badge } from '../Badge/Badge.css';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the label in the tone of the status', () => {
    render(<StatusBadge status="pending" label="Pending Approval" />);
    const shown = screen.getByText('Pending Approval');
    expect(shown).toHaveAttribute('data-status', 'pending');
    expect(shown).toHaveClass(...badge({ tone: 'warning' }).split(' '));
  });

  it('renders an untrusted label as text', () => {
    render(<StatusBadge status="active" label="<b>Approved</b>" />);
    expect(screen.getByText('<b>Approved</b>')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <StatusBadge status="active" label="Approved" />
        <StatusBadge status="denied" label="Denied" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
