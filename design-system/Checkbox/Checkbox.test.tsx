import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and forwards ref and change events', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Checkbox ref={ref} label="Show closed teams" name="showClosed" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Show closed teams' });
    expect(ref.current).toBe(box);
    await userEvent.click(screen.getByText('Show closed teams'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows help and error tied to the box', () => {
    render(<Checkbox label="I agree" required helpText="Read the terms first" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read the terms first You must agree');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Checkbox label="Show closed teams" helpText="Invite-only teams" />
        <Checkbox label="I agree" required error="You must agree" />
        <Checkbox label="Locked" disabled defaultChecked />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
