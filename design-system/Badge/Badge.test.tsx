import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Badge } from './Badge';

const tones = ['neutral', 'success', 'warning', 'info', 'danger', 'gold', 'silver', 'bronze'] as const;

describe('Badge', () => {
  it('shows its label as text and spreads props', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} tone="warning" title="Waiting for an administrator">
        Pending Approval
      </Badge>,
    );
    const badge = screen.getByText('Pending Approval');
    expect(badge).toHaveAttribute('title', 'Waiting for an administrator');
    expect(ref.current).toBe(badge);
  });

  it('gives each tone its own class', () => {
    render(
      tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      )),
    );
    const classes = new Set(tones.map((tone) => screen.getByText(tone).className));
    expect(classes.size).toBe(tones.length);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Riverside Runners <Badge tone="neutral">Closed</Badge>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
