import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Page crashed');
}

describe('ErrorBoundary', () => {
  it('shows the failure panel and leaves the error and where it happened in the console for the site owner', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Try to reload the browser')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Page crashed' }),
      expect.stringContaining('Broken'),
    );
  });
});
