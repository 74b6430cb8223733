import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { bodyRows } from './testing/rows';
import { Table, type TableColumn } from './Table';

interface Fundraiser {
  id: number;
  name: string;
  goal: number;
  team_name: string | null;
  email?: string;
}

const fundraisers: Fundraiser[] = [
  { id: 1, name: 'Ana Lima', goal: 500, team_name: 'Harbour Swimmers', email: 'ana@example.org' },
  { id: 2, name: 'Bob Okafor', goal: 0, team_name: null },
];

const columns: TableColumn<Fundraiser>[] = [
  { key: 'name', label: 'Name' },
  { key: 'goal', label: 'Goal', sortCallback: () => {}, sort: 'desc' },
  { key: 'team_name', label: 'Team', defaultValue: 'No team' },
];

describe('Table states', () => {
  it('scrolls inside a focusable region named by its caption', () => {
    render(<Table caption="Fundraisers" columns={columns} data={fundraisers} />);
    const region = screen.getByRole('region', { name: 'Fundraisers' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Fundraisers' }));
  });

  it('while loading: aria-busy, a Loading status, the rows still there', () => {
    const { rerender } = render(<Table caption="Fundraisers" columns={columns} data={fundraisers} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    rerender(<Table caption="Fundraisers" columns={columns} data={fundraisers} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not claim "No data" while the first page loads', () => {
    render(<Table caption="Fundraisers" columns={columns} data={[]} loading />);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('while sorting: a small Sorting status in the sorted column header only', () => {
    render(<Table caption="Fundraisers" columns={columns} data={fundraisers} sorting />);
    const goal = screen.getByRole('columnheader', { name: /Goal/ });
    expect(within(goal).getByRole('status', { name: 'Sorting' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(goal).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a blank slate with title, description and action in one full-width cell', () => {
    render(
      <Table
        caption="Teams"
        columns={columns}
        data={[]}
        blankSlate={{
          title: 'No teams found',
          description: 'Teams appear here once fundraisers create them.',
          action: <a href="#/create-team">Create a team</a>,
        }}
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell).toHaveTextContent('No teams found');
    expect(cell).toHaveTextContent('Teams appear here once fundraisers create them.');
    expect(within(cell).getByRole('link', { name: 'Create a team' })).toHaveAttribute('href', '#/create-team');
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('renders cells through columnFilters with (value, row); defaultValue when they return nothing', () => {
    const seen: Array<[unknown, string]> = [];
    render(
      <Table
        caption="Fundraisers"
        columns={[...columns, { key: 'email', label: 'Email', defaultValue: '—' }]}
        data={fundraisers}
        columnFilters={{
          goal: (goal, row) => {
            seen.push([goal, row.name]);
            return goal > 0 ? `$${goal}` : null;
          },
          email: (email) => email && <a href={`mailto:${email}`}>{email}</a>,
        }}
      />,
    );
    expect(seen).toEqual([
      [500, 'Ana Lima'],
      [0, 'Bob Okafor'],
    ]);
    expect(bodyRows()).toEqual([
      ['Ana Lima', '$500', 'Harbour Swimmers', 'ana@example.org'],
      ['Bob Okafor', '', 'No team', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'ana@example.org' })).toHaveAttribute('href', 'mailto:ana@example.org');
  });

  it("lets a column's own render win over columnFilters, and two columns share a field by id", () => {
    render(
      <Table
        caption="Fundraisers"
        columns={[
          { key: 'name', label: 'Name', render: (row) => row.name.toUpperCase() },
          { key: 'id', id: 'actions', label: 'Actions', render: (row) => `Edit ${row.id}` },
          { key: 'id', label: 'ID' },
        ]}
        data={fundraisers}
        columnFilters={{ name: () => 'ignored' }}
      />,
    );
    expect(bodyRows()[0]).toEqual(['ANA LIMA', 'Edit 1', '1']);
  });

  it('has no axe violations loading, sorting and empty', async () => {
    const { container, rerender } = render(
      <Table caption="Fundraisers" columns={columns} data={fundraisers} loading sorting />,
    );
    await expectNoAxeViolations(container);
    rerender(
      <Table caption="Fundraisers" columns={columns} data={[]} blankSlate={{ title: 'No fundraisers found' }} />,
    );
    await expectNoAxeViolations(container);
  });
});
