import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { MilestoneBadges } from './MilestoneBadges';

const names = () =>
  within(screen.getByRole('list', { name: 'Milestones' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MilestoneBadges', () => {
  it('lists the earned milestones by name, in order, with drawings hidden from screen readers', async () => {
    const { container } = render(<MilestoneBadges earned={['50', 'first-gift', '25']} />);
    expect(names()).toEqual(['First gift', '25% of the goal', '50% of the goal']);
    for (const drawing of container.querySelectorAll('svg')) expect(drawing).toHaveAttribute('aria-hidden', 'true');
    // SVG drawings, never emoji (WordPress's emoji script would swap them for images).
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await expectNoAxeViolations(container);
  });

  it('renders nothing when none is earned', () => {
    const { container } = render(<MilestoneBadges earned={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with all, shows every milestone and says earned or not yet in words', async () => {
    const { container } = render(<MilestoneBadges earned={['first-gift', '100']} all />);
    expect(names()).toEqual([
      'First gift (earned)',
      '25% of the goal (not yet earned)',
      '50% of the goal (not yet earned)',
      '75% of the goal (not yet earned)',
      'Goal reached (earned)',
      'Ten donors (not yet earned)',
      'First share (not yet earned)',
    ]);
    const states = [...container.querySelectorAll('li')].map((item) => item.dataset.state);
    expect(states).toEqual(['earned', 'not-yet', 'not-yet', 'not-yet', 'earned', 'not-yet', 'not-yet']);
    await expectNoAxeViolations(container);
  });

  it('with all and withoutShares, leaves out the first share (a host that records no shares)', () => {
    render(<MilestoneBadges earned={[]} all withoutShares label="Your milestones" />);
    const items = within(screen.getByRole('list', { name: 'Your milestones' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(screen.queryByText('First share')).toBeNull();
  });
});
