import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Money } from '../Money/Money';
import { StatGroup, type StatItem } from './StatGroup';

const items: StatItem[] = [
  { label: 'Raised', value: <Money value={12500} /> },
  { label: 'Donations', value: 230 },
  { label: 'Fundraisers', value: '14' },
];

describe('StatGroup', () => {
  it('pairs each label with its figure in a description list', () => {
    render(<StatGroup items={items} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((node) => node.textContent)).toEqual(['Raised', 'Donations', 'Fundraisers']);
    expect(definitions.map((node) => node.textContent)).toEqual(['$12,500', '230', '14']);
    // Each figure follows its own label inside one group, so the pairing survives any wrapping.
    expect(terms[1]?.parentElement).toBe(definitions[1]?.parentElement);
  });

  it('names the group when given a label', () => {
    render(<StatGroup items={items} label="Campaign statistics" />);
    const named = screen.getByRole('group', { name: 'Campaign statistics' });
    expect(within(named).getByText('$12,500')).toBeInTheDocument();
  });

  it('is not a named group without a label', () => {
    render(<StatGroup items={items} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('keeps a slot for a figure that has not loaded yet', () => {
    render(<StatGroup items={[{ label: 'Raised', value: null }]} />);
    expect(screen.getByRole('definition')).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatGroup items={items} label="Campaign statistics" />);
    await expectNoAxeViolations(container);
  });
});
