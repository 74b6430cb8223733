import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { bodyRows } from './testing/rows';
import { Table, type SortDirection, type TableColumn } from './Table';

interface Donation {
  donor: string;
  amount: number;
  share: number | null;
  note?: string;
}

const donations: Donation[] = [
  { donor: 'Ana', amount: 50, share: 10, note: 'For Grandma' },
  { donor: 'Bob', amount: 700, share: null },
  { donor: 'Carla', amount: 120, share: 25, note: '' },
];

const columns: TableColumn<Donation>[] = [
  { key: 'donor', label: 'Donor', sortable: true },
  { key: 'amount', label: 'Amount', sortable: true },
  { key: 'share', label: 'Share', append: '%', defaultValue: '—' },
  { key: 'note', label: 'Note', defaultValue: 'None' },
];

function columnValues(index: number): string[] {
  return bodyRows().map((cells) => cells[index] ?? '');
}

describe('Table', () => {
  it('renders a captioned table with header cells and the values, appends and defaults', () => {
    render(<Table caption="Donations" columns={columns} data={donations} />);
    expect(screen.getByRole('table', { name: 'Donations' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Donor',
      'Amount',
      'Share',
      'Note',
    ]);
    expect(bodyRows()).toEqual([
      ['Ana', '50', '10%', 'For Grandma'],
      ['Bob', '700', '—', 'None'],
      ['Carla', '120', '25%', 'None'],
    ]);
  });

  it('leaves out columns marked not visible', () => {
    render(
      <Table
        caption="Donations"
        columns={columns.map((c) => ({ ...c, visible: c.key !== 'note' }))}
        data={donations}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    expect(bodyRows()[0]).toEqual(['Ana', '50', '10%']);
  });

  it("shows 'No data' across all columns when there are no rows", () => {
    render(<Table caption="Donations" columns={columns} data={[]} />);
    const cell = screen.getByRole('cell', { name: 'No data' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('sorts by itself when uncontrolled: desc first, then asc, then desc', async () => {
    const user = userEvent.setup();
    render(<Table caption="Donations" columns={columns} data={donations} />);
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    const button = within(header).getByRole('button', { name: 'Amount' });
    expect(header).not.toHaveAttribute('aria-sort');
    // The sort indicator is a drawing, not a character WordPress's emoji script could swap for an <img>.
    const icon = () => header.querySelector('svg[data-sort-icon]');
    expect(icon()).toHaveAttribute('data-sort-icon', 'none');
    expect(icon()).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent(/^Amount$/);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(icon()).toHaveAttribute('data-sort-icon', 'desc');
    expect(columnValues(1)).toEqual(['700', '120', '50']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(icon()).toHaveAttribute('data-sort-icon', 'asc');
    expect(columnValues(1)).toEqual(['50', '120', '700']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(columnValues(1)).toEqual(['700', '120', '50']);
  });

  it('moves the sort to another column, starting it descending', async () => {
    const user = userEvent.setup();
    render(
      <Table caption="Donations" columns={[{ ...columns[0]!, sort: 'asc' }, ...columns.slice(1)]} data={donations} />,
    );
    expect(screen.getByRole('columnheader', { name: /Donor/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: /Donor/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('when controlled, shows the given sort, asks for the next one and keeps the given row order', async () => {
    const user = userEvent.setup();
    const sortCallback = vi.fn();
    const { rerender } = render(
      <Table caption="Donations" columns={[{ key: 'amount', label: 'Amount', sortCallback }]} data={donations} />,
    );
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(sortCallback).toHaveBeenLastCalledWith('amount', 'desc');
    expect(columnValues(0)).toEqual(['50', '700', '120']);

    rerender(
      <Table
        caption="Donations"
        columns={[{ key: 'amount', label: 'Amount', sort: 'desc', sortCallback }]}
        data={donations}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(sortCallback).toHaveBeenLastCalledWith('amount', 'asc');

    rerender(
      <Table
        caption="Donations"
        columns={[{ key: 'amount', label: 'Amount', sort: 'asc', sortCallback }]}
        data={donations}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(sortCallback).toHaveBeenLastCalledWith('amount', 'desc');
  });

  it('round-trips a controlled sort through its owner', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [sort, setSort] = useState<SortDirection | undefined>();
      return (
        <Table
          caption="Donations"
          columns={[{ key: 'donor', label: 'Donor', sort, sortCallback: (_key, next) => setSort(next) }]}
          data={donations}
        />
      );
    }
    render(<Owner />);
    const header = screen.getByRole('columnheader', { name: /Donor/ });
    const seen: Array<string | null> = [];
    for (let click = 0; click < 3; click += 1) {
      await user.click(within(header).getByRole('button'));
      seen.push(header.getAttribute('aria-sort'));
    }
    expect(seen).toEqual(['descending', 'ascending', 'descending']);
  });

  it('hides rows that do not match the column filters, ignoring case', () => {
    render(<Table caption="Donations" columns={columns} data={donations} filters={{ note: 'GRAND' }} />);
    expect(columnValues(0)).toEqual(['Ana']);
  });

  it('filters as the user types in the filter inputs and reports the filters', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(
      <Table caption="Donations" columns={columns} data={donations} showFilters onFiltersChange={onFiltersChange} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter by Donor' }), 'a');
    expect(columnValues(0)).toEqual(['Ana', 'Carla']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter by Amount' }), '12');
    expect(columnValues(0)).toEqual(['Carla']);
    expect(onFiltersChange).toHaveBeenLastCalledWith({ donor: 'a', amount: '12' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by Donor' }), 'zzz');
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
  });

  it('renders untrusted text as text', () => {
    render(
      <Table
        caption="Donations"
        columns={columns}
        data={[{ donor: '<img src=x onerror=alert(1)>', amount: 1, share: 1 }]}
      />,
    );
    expect(screen.getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no axe violations with sorting and filters', async () => {
    const { container } = render(
      <Table
        caption="Donations"
        hideCaption
        columns={[{ ...columns[0]!, sort: 'desc' }, ...columns.slice(1)]}
        data={donations}
        showFilters
      />,
    );
    await expectNoAxeViolations(container);
  });
});
