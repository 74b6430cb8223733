import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { GoalSummary } from './GoalSummary';

const props = {
  raised: '$1,385',
  caption: 'raised of $2,500 goal',
  percent: 55,
  progressLabel: 'Progress toward the goal',
  statsLabel: 'Team statistics',
  stats: [
    { label: 'Donations', value: '9' },
    { label: 'Donors', value: '8' },
  ],
};

describe('GoalSummary', () => {
  it('leads with the amount raised and the goal, then the bar, the figures and the actions in that order', () => {
    render(
      <GoalSummary {...props}>
        <button type="button">Donate Now</button>
      </GoalSummary>,
    );
    const headline = screen.getByText('$1,385').closest('p');
    expect(headline).toHaveTextContent('$1,385raised of $2,500 goal');
    const bar = screen.getByRole('progressbar', { name: 'Progress toward the goal' });
    const summary = screen.getByRole('group', { name: 'Team statistics' });
    expect(summary).toHaveTextContent('$1,385raised of $2,500 goal');
    const figures = summary.querySelector('dl') as HTMLElement;
    const donate = screen.getByRole('button', { name: 'Donate Now' });
    expect(headline?.compareDocumentPosition(bar)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(bar.compareDocumentPosition(figures)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(figures.compareDocumentPosition(donate)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(figures).toHaveTextContent('Donations9Donors8');
  });

  it('leaves out the figures and the action row when there are none', () => {
    render(<GoalSummary {...props} stats={[]} />);
    const summary = screen.getByRole('group', { name: 'Team statistics' });
    expect(summary.querySelector('dl')).toBeNull();
    expect(summary.children).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <GoalSummary {...props}>
        <a href="/donate/">Donate Now</a>
      </GoalSummary>,
    );
    await expectNoAxeViolations(container);
  });

  it.each([
    [99.9, false],
    [100, true],
    [180, true],
  ])('at %d %% shows "Goal reached": %s, with a complete bar (issue 15 milestones)', (percent, reached) => {
    render(<GoalSummary {...props} percent={percent} />);
    expect(screen.queryByText('Goal reached') !== null).toBe(reached);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe(reached ? 'complete' : 'loading');
  });

  it('highlights the amount raised and a figure that just changed, and only those', () => {
    render(
      <GoalSummary
        {...props}
        raisedChanged
        stats={[
          { label: 'Donations', value: '10', changed: true },
          { label: 'Donors', value: '8' },
        ]}
      />,
    );
    const highlighted = (text: string) => screen.getByText(text).closest('[class*="changed"]') !== null;
    expect([highlighted('$1,385'), highlighted('10'), highlighted('8')]).toEqual([true, true, false]);
  });
});
