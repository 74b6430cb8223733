import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Table, type TableColumn } from './Table';

interface Team {
  id: number;
  name: string;
  status: 'active' | 'pending';
}

const teams: Team[] = [
  { id: 11, name: 'Harbour Swimmers', status: 'pending' },
  { id: 12, name: 'Night Riders', status: 'active' },
  { id: 13, name: 'Hill Walkers', status: 'pending' },
];

const columns: TableColumn<Team>[] = [
  { key: 'name', label: 'Team' },
  { key: 'status', label: 'Status' },
];

/** The owner keeps the selection, as a screen does; `initial` may hold keys of rows on other pages. */
function Owner({
  initial = [],
  isSelectable,
  onChange,
}: {
  initial?: Key[];
  isSelectable?: (team: Team) => boolean;
  onChange?: (next: ReadonlySet<Key>) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set(initial));
  return (
    <>
      <Table
        caption="Teams"
        columns={columns}
        data={teams}
        getRowKey={(team) => team.id}
        selection={{
          selected,
          rowLabel: (team) => team.name,
          isSelectable,
          onChange: (next) => {
            onChange?.(next);
            setSelected(next);
          },
        }}
      />
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const selectedKeys = () => screen.getByTestId('selected').textContent;

describe('Table selection', () => {
  it('adds a checkbox column: a select-all box in the header, one labelled box per row', () => {
    render(<Owner />);
    const [header] = screen.getAllByRole('row');
    expect(within(header!).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all',
      'Select Harbour Swimmers',
      'Select Night Riders',
      'Select Hill Walkers',
    ]);
  });

  it('reports each row click, and the select-all box turns indeterminate, then checked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    await user.click(rowBox('Night Riders'));
    expect([...onChange.mock.lastCall![0]]).toEqual([12]);
    expect(rowBox('Night Riders')).toBeChecked();
    expect(selectAll()).toBePartiallyChecked();
    expect(selectAll()).not.toBeChecked();

    await user.click(rowBox('Harbour Swimmers'));
    await user.click(rowBox('Hill Walkers'));
    expect(selectedKeys()).toBe('11,12,13');
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();

    await user.click(rowBox('Hill Walkers'));
    expect(selectedKeys()).toBe('11,12');
    expect(selectAll()).toBePartiallyChecked();
  });

  it('select-all selects every row when some are selected, then clears them, keeping other pages', async () => {
    const user = userEvent.setup();
    render(<Owner initial={[12, 99]} />);
    expect(selectAll()).toBePartiallyChecked();
    await user.click(selectAll());
    expect(selectedKeys()).toBe('11,12,13,99');
    expect(selectAll()).toBeChecked();
    await user.click(selectAll());
    expect(selectedKeys()).toBe('99');
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
  });

  it('is not indeterminate when only rows of other pages are selected', () => {
    render(<Owner initial={[99]} />);
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
  });

  it('works from the keyboard: Tab to a box, Space toggles it', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    rowBox('Harbour Swimmers').focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('11');
    await user.tab();
    expect(rowBox('Night Riders')).toHaveFocus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('11,12');
    selectAll().focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('11,12,13');
  });

  it('Shift+click selects the range from the box clicked before', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(rowBox('Harbour Swimmers'));
    await user.keyboard('{Shift>}');
    await user.click(rowBox('Hill Walkers'));
    await user.keyboard('{/Shift}');
    expect(selectedKeys()).toBe('11,12,13');
  });

  it('gives rows that cannot be selected no box and leaves them out of select-all', async () => {
    const user = userEvent.setup();
    render(<Owner isSelectable={(team) => team.status === 'pending'} />);
    expect(screen.queryByRole('checkbox', { name: 'Select Night Riders' })).toBeNull();
    await user.click(selectAll());
    expect(selectedKeys()).toBe('11,13');
    expect(selectAll()).toBeChecked();
  });

  it('disables select-all when there is nothing to select, and spans the empty cell over the box column', () => {
    render(
      <Table
        caption="Teams"
        columns={columns}
        data={[]}
        getRowKey={(team) => team.id}
        selection={{ selected: new Set(), onChange: () => {}, rowLabel: (team) => team.name }}
      />,
    );
    expect(selectAll()).toBeDisabled();
    expect(screen.getByRole('cell', { name: 'No data' })).toHaveAttribute('colspan', '3');
  });

  it('has no axe violations with a partial selection', async () => {
    const { container } = render(<Owner initial={[11]} />);
    await expectNoAxeViolations(container);
  });
});
