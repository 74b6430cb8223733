import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { VisuallyHidden, visuallyHiddenClassName } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  // jsdom applies no vanilla-extract CSS, so 'hidden from sight' is checked as the clip-pattern class being on
  // the element (VisuallyHidden.css.ts); the stories' visual baselines show the pattern at work in a browser.
  it('gives an icon-only button its accessible name from text that carries the visually-hidden class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove jane@example.com</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove jane@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Remove jane@example.com')).toHaveClass(visuallyHiddenClassName);
  });

  it('spreads props and keeps both the visually-hidden class and the caller class', () => {
    render(
      <VisuallyHidden id="hint" className="extra">
        Opens in a new tab
      </VisuallyHidden>,
    );
    const hidden = screen.getByText('Opens in a new tab');
    expect(hidden).toHaveAttribute('id', 'hint');
    expect(hidden).toHaveClass(visuallyHiddenClassName, 'extra');
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
