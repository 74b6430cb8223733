import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPage } from './LoadingSpinner';

describe('LoadingPage', () => {
  it("keeps the page's heading, where focus can land, above the spinner", () => {
    render(<LoadingPage title="Edit team" size="large" label="Loading the team" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Edit team' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    const spinner = screen.getByRole('status', { name: 'Loading the team' });
    expect(heading.compareDocumentPosition(spinner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
