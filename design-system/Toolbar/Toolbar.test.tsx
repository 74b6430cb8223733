import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Toolbar } from './Toolbar';

const statusFilter = (
  <Select
    label="Status"
    options={[
      { value: 'all', label: 'All statuses' },
      { value: 'pending', label: 'Pending Approval' },
    ]}
  />
);

describe('Toolbar', () => {
  it('with a label is a region named by it, filters first, actions last', () => {
    render(
      <Toolbar label="Team filters" start={statusFilter} end={<Button href="#/create-team">Create a team</Button>} />,
    );
    const region = screen.getByRole('region', { name: 'Team filters' });
    const [filter, action] = [screen.getByRole('combobox', { name: 'Status' }), screen.getByRole('link')];
    expect(region).toContainElement(filter);
    expect(region).toContainElement(action);
    expect(filter.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a label is no landmark', () => {
    render(<Toolbar start={statusFilter} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Toolbar label="Team filters" start={statusFilter} end={<Button>Reset</Button>} />);
    await expectNoAxeViolations(container);
  });
});
