import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
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
});
