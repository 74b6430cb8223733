import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Progress } from './Progress';

const label = 'Progress toward the fundraising goal';

describe('Progress', () => {
  it('is a labelled progressbar announcing the percentage', () => {
    render(<Progress value={45} label={label} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
  });

  it.each<[number, string, string]>([
    [150, '100', '100%'],
    [-10, '0', '0%'],
    [Number.NaN, '0', '0%'],
    [99.6, '99.6', '99%'],
  ])('holds %d within range (now %s, text %s)', (value, now, text) => {
    render(<Progress value={value} label={label} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuetext', text);
  });

  it('draws the fill only above 0', () => {
    const { container, rerender } = render(<Progress value={0} label={label} />);
    expect(container.querySelectorAll('[data-state]')).toHaveLength(1);
    rerender(<Progress value={10} label={label} />);
    expect(container.querySelectorAll('[data-state]')).toHaveLength(2);
  });

  it('marks a full bar complete', () => {
    render(<Progress value={100} label={label} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  });

  it('with reachedMarker, says past the goal by how much, the bar still announced at 100', () => {
    const { container } = render(<Progress value={241.7} label={label} reachedMarker />);
    expect(container).toHaveTextContent('✓ 241%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it.each([99.9, 60])('shows no marker below the goal (%d)', (value) => {
    const { container } = render(<Progress value={value} label={label} reachedMarker />);
    expect(container).not.toHaveTextContent('✓');
  });

  it('shows no marker unless asked', () => {
    const { container } = render(<Progress value={180} label={label} />);
    expect(container).not.toHaveTextContent('✓');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Progress value={45} label={label} tone="primary" />);
    await expectNoAxeViolations(container);
  });
});
