import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits the form, enabled and not busy while idle', () => {
    render(<SubmitButton submitting={false}>Create Team</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Create Team' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('is busy while submitting, keeping its name and its focus, with a spinner hidden from screen readers', () => {
    render(<SubmitButton submitting>Create Team</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Create Team' });
    // aria-disabled, not disabled: the browser would move focus off a disabled button (to the page or dialog).
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'submitting');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is disabled for another reason without looking busy', () => {
    render(
      <SubmitButton submitting={false} disabled>
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
