import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineIcon } from './LineIcon';

describe('LineIcon', () => {
  it('is a decorative stroke drawing on its grid, hidden from assistive technology', () => {
    const { container } = render(
      <LineIcon size={16} weight={2.5} className="extra">
        <path d="M3 8h10" />
      </LineIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2.5');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('extra');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M3 8h10');
  });

  it('defaults to a 24-unit grid and a 2-unit stroke', () => {
    const { container } = render(
      <LineIcon>
        <circle cx="12" cy="12" r="10" />
      </LineIcon>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
    expect(container.querySelector('svg')).toHaveAttribute('stroke-width', '2');
  });
});
