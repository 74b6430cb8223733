import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Toast, TOAST_DURATION_MS } from './Toast';

function Harness({ initial }: { initial: string | null }) {
  const [message, setMessage] = useState(initial === null ? null : { text: initial });
  return (
    <>
      <button type="button" onClick={() => setMessage({ text: 'Link copied' })}>
        again
      </button>
      <Toast message={message} onHide={() => setMessage(null)} />
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message in a polite status region, then clears it by itself', () => {
    render(<Harness initial="Link copied" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(status).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    // The region stays, so the next message is announced.
    expect(screen.getByRole('status')).toBe(status);
  });

  it('a new message restarts the timer', () => {
    render(<Harness initial="Link copied" />);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    act(() => screen.getByRole('button', { name: 'again' }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Harness initial="Link copied" />);
    await expectNoAxeViolations(container);
  });
});
