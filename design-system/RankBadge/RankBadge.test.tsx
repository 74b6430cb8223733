import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { RankBadge } from './RankBadge';

describe('RankBadge', () => {
  it.each([
    [1, '1st Place', 'gold'],
    [2, '2nd Place', 'silver'],
    [3, '3rd Place', 'bronze'],
  ])('rank %d reads %s in %s', (rank, text, medal) => {
    render(<RankBadge rank={rank} />);
    expect(screen.getByText(text)).toHaveAttribute('data-medal', medal);
  });

  it.each([0, 4, 10, -1, Number.NaN])('renders nothing for rank %d', (rank) => {
    const { container } = render(<RankBadge rank={rank} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Jane Doe <RankBadge rank={1} />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
