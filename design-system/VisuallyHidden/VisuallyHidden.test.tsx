import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('gives an icon-only button its accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove jane@example.com</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove jane@example.com' })).toBeInTheDocument();
  });

  it('spreads props and keeps the caller class', () => {
    render(
      <VisuallyHidden id="hint" className="extra">
        Opens in a new tab
      </VisuallyHidden>,
    );
    const hidden = screen.getByText('Opens in a new tab');
    expect(hidden).toHaveAttribute('id', 'hint');
    expect(hidden.className).toContain('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <a href="/fundraiser/1/">
        Read more<VisuallyHidden> about Jane's fundraiser</VisuallyHidden>
      </a>,
    );
    await expectNoAxeViolations(container);
  });
});
