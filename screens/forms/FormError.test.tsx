import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it.each([null, ''])('shows nothing for %j', (message) => {
    const { container } = render(<FormError message={message} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the message as text in an alert that focus can move to', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FormError ref={ref} message="<b>Team name taken</b>" className="extra" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<b>Team name taken</b>');
    expect(alert.querySelector('b')).toBeNull();
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveClass('extra');
    expect(ref.current).toBe(alert);
  });

  it('links "Please log in." in the known duplicate-email message to the login page', () => {
    render(
      <MemoryRouter>
        <FormError message="An account with this email address already exists. Please log in." />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An account with this email address already exists. Please log in.');
    expect(screen.getByRole('link', { name: 'Please log in.' })).toHaveAttribute('href', '/login/');
  });

  it.each([
    // Another server message stays text, even one that ends the same way or carries markup.
    'An account with this email already exists. Please log in.',
    '<a href="https://evil.example">Please log in.</a>',
  ])('leaves any other message as plain text: %s', (message) => {
    render(
      <MemoryRouter>
        <FormError message={message} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the duplicate-email words as text outside the app router (the admin screens)', () => {
    render(<FormError message="An account with this email address already exists. Please log in." />);
    expect(screen.getByRole('alert')).toHaveTextContent('already exists. Please log in.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
