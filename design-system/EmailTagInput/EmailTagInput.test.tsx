import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { EmailTagInput } from './EmailTagInput';

function tags(): string[] {
  const list = screen.queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('EmailTagInput', () => {
  it('labels the text input and shows the starting addresses as tags', () => {
    render(<EmailTagInput label="Invite by email" defaultValue={['ana@example.com', 'bob@example.com']} />);
    expect(screen.getByRole('textbox', { name: 'Invite by email' })).toHaveValue('');
    expect(tags()).toEqual(['ana@example.com', 'bob@example.com']);
    expect(screen.getByRole('button', { name: 'Remove ana@example.com' })).toBeInTheDocument();
  });

  it('adds an address on a comma and on Enter, without submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onValueChange = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <EmailTagInput label="Invite by email" onValueChange={onValueChange} />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Invite by email' });
    await user.type(input, 'ana@example.com,bob@example.com{Enter}');
    expect(tags()).toEqual(['ana@example.com', 'bob@example.com']);
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(['ana@example.com', 'bob@example.com']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds every address in a pasted list and ignores repeats', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" defaultValue={['ana@example.com']} />);
    await user.click(screen.getByRole('textbox'));
    await user.paste('carla@example.com; ANA@example.com,\n dee@example.com');
    expect(tags()).toEqual(['ana@example.com', 'carla@example.com', 'dee@example.com']);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('joins a pasted list with the text already typed', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" />);
    await user.type(screen.getByRole('textbox'), 'ana@');
    await user.paste('example.com, bob@example.com');
    expect(tags()).toEqual(['ana@example.com', 'bob@example.com']);
  });

  it('adds the pending text when the field loses focus', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" />);
    await user.type(screen.getByRole('textbox'), 'ana@example.com');
    await user.tab();
    expect(tags()).toEqual(['ana@example.com']);
  });

  it('removes a tag with its button and puts focus back in the input', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" defaultValue={['ana@example.com', 'bob@example.com']} />);
    await user.click(screen.getByRole('button', { name: 'Remove ana@example.com' }));
    expect(tags()).toEqual(['bob@example.com']);
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('removes the last tag on Backspace in an empty input, but not while text is typed', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" defaultValue={['ana@example.com', 'bob@example.com']} />);
    const input = screen.getByRole('textbox');
    await user.type(input, 'c{Backspace}');
    expect(tags()).toHaveLength(2);
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['ana@example.com']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(tags()).toEqual([]);
  });

  it('marks invalid addresses, says so to screen readers and explains in the error message', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" helpText="Up to 20 friends" />);
    const input = screen.getByRole('textbox', { name: 'Invite by email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'ana@example.com, x@y{Enter}');
    const [valid, invalid] = screen.getAllByRole('listitem');
    expect(valid).toHaveAttribute('data-state', 'valid');
    expect(invalid).toHaveAttribute('data-state', 'invalid');
    expect(invalid).toHaveTextContent('x@y (invalid)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Up to 20 friends x@y is not a valid email address');
    await user.click(screen.getByRole('button', { name: 'Remove x@y' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('x@y is not a valid email address')).toBeNull();
  });

  it('marks the addresses the server refused like malformed ones', () => {
    render(
      <EmailTagInput
        label="Invite by email"
        helpText={null}
        defaultValue={['ana@example.com', 'bounce@example.com']}
        invalidEmails={['bounce@example.com', 'not-in-the-list@example.com']}
      />,
    );
    const [valid, refused] = screen.getAllByRole('listitem');
    expect(valid).toHaveAttribute('data-state', 'valid');
    expect(refused).toHaveAttribute('data-state', 'invalid');
    expect(refused).toHaveTextContent('bounce@example.com (invalid)');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('bounce@example.com is not a valid email address');
  });

  it('shows an error from the form and ties it to the input', () => {
    render(<EmailTagInput label="Invite by email" helpText={null} error="Add at least one address" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Add at least one address');
  });

  it('works controlled: shows the given value and reports changes without keeping its own copy', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EmailTagInput label="Invite by email" value={['ana@example.com']} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox'), 'bob@example.com{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['ana@example.com', 'bob@example.com']);
    expect(tags()).toEqual(['ana@example.com']);
  });

  it('round-trips through an owner and submits the addresses comma-separated', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [emails, setEmails] = useState<string[]>([]);
      return (
        <form aria-label="Invite">
          <EmailTagInput label="Invite by email" name="emails" value={emails} onValueChange={setEmails} />
        </form>
      );
    }
    render(<Owner />);
    await user.type(screen.getByRole('textbox'), 'ana@example.com,bob@example.com,');
    const form = screen.getByRole('form', { name: 'Invite' }) as HTMLFormElement;
    expect(new FormData(form).get('emails')).toBe('ana@example.com,bob@example.com');
  });

  it('composes the consumer key handler and lets it opt out', () => {
    const onKeyDown = vi.fn((event: { key: string; preventDefault: () => void }) => {
      if (event.key === 'Backspace') event.preventDefault();
    });
    render(<EmailTagInput label="Invite by email" defaultValue={['ana@example.com']} onKeyDown={onKeyDown} />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Backspace' });
    expect(onKeyDown).toHaveBeenCalled();
    expect(tags()).toEqual(['ana@example.com']);
  });

  it('renders a typed address as text, never as HTML', async () => {
    const user = userEvent.setup();
    render(<EmailTagInput label="Invite by email" />);
    await user.type(screen.getByRole('textbox'), '<img src=x onerror=alert(1)>{Enter}');
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no axe violations with valid and invalid tags', async () => {
    const { container } = render(
      <EmailTagInput
        label="Invite by email"
        defaultValue={['ana@example.com', 'not-an-email']}
        error="Check the addresses"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
