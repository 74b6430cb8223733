import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { literalUnion, shapeArgType, typeArgType } from '../../.storybook/argTypes';
import { palettes } from '../../.storybook/palettes';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Table, type SortDirection, type TableColumn } from './Table';

interface Fundraiser {
  name: string;
  team: string | null;
  raised: number;
  progress: number | null;
}

const fundraisers: Fundraiser[] = [
  { name: 'Ana Lima', team: 'Harbour Swimmers', raised: 1250, progress: 62 },
  { name: 'Bob Okafor', team: null, raised: 80, progress: 4 },
  { name: 'Carla Nguyen', team: 'Harbour Swimmers', raised: 3400, progress: 100 },
  { name: 'Dee Novak', team: 'Night Riders', raised: 560, progress: null },
];

const columns: TableColumn<Fundraiser>[] = [
  { key: 'name', label: 'Fundraiser', sortable: true },
  { key: 'team', label: 'Team', sortable: true, defaultValue: 'No team' },
  { key: 'raised', label: 'Raised', sortable: true, styles: { style: { textAlign: 'end' } } },
  { key: 'progress', label: 'Of goal', append: '%', defaultValue: '—', styles: { style: { textAlign: 'end' } } },
];

const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
const filtersType = typeArgType(
  'ColumnFilters<Row>',
  'Partial<Record<keyof Row, string>>  // column key → filter text',
);

const meta = {
  title: 'Primitives/Table',
  component: Table<Fundraiser>,
  args: { caption: 'Fundraisers', columns, data: fundraisers },
  // react-docgen cannot read the generic Row types; the shapes below are checked against TableColumn.
  argTypes: {
    columns: shapeArgType<TableColumn<object>>('readonly TableColumn<Row>[]', {
      key: ': keyof Row  // the field this column shows, sorts and filters by',
      id: '?: string  // tells two columns over the same field apart',
      label: ': string',
      visible: '?: boolean  // default true',
      sort: `?: ${literalUnion(SORT_DIRECTIONS)}`,
      sortable: '?: boolean',
      sortCallback: `?: (key: keyof Row, direction: ${literalUnion(SORT_DIRECTIONS)}) => void`,
      styles: '?: { className?: string; style?: CSSProperties }',
      append: '?: ReactNode',
      defaultValue: '?: ReactNode',
      render: '?: (row: Row) => ReactNode',
      filterable: '?: boolean  // default true',
    }),
    data: typeArgType('readonly Row[]', 'Row: any object type; each column names one of its fields by `key`.'),
    filters: filtersType,
    defaultFilters: filtersType,
  },
} satisfies Meta<typeof Table<Fundraiser>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the table sorts its own rows. */
export const Default: Story = {};

export const InitiallySorted: Story = {
  args: { columns: columns.map((column) => (column.key === 'raised' ? { ...column, sort: 'desc' } : column)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Carla Nguyen');
  },
};

/** SPEC 4: the first click sorts descending, then each click flips the direction. */
export const SortToggle: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Raised/ });
    const button = within(header).getByRole('button', { name: 'Raised' });
    const firstDonor = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0];
    await expect(header).not.toHaveAttribute('aria-sort');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstDonor()).toHaveTextContent('Carla Nguyen');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstDonor()).toHaveTextContent('Bob Okafor');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstDonor()).toHaveTextContent('Carla Nguyen');
  },
};

function ControlledTable() {
  const [sort, setSort] = useState<{ key: keyof Fundraiser; direction: SortDirection }>({
    key: 'name',
    direction: 'asc',
  });
  const sorted = [...fundraisers].sort((a, b) => {
    const order = String(a[sort.key]).localeCompare(String(b[sort.key]), undefined, { numeric: true });
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <Table
      caption="Fundraisers sorted by their owner"
      data={sorted}
      columns={columns.map(
        (column): TableColumn<Fundraiser> => ({
          ...column,
          sort: sort.key === column.key ? sort.direction : undefined,
          sortCallback: (key, direction) => setSort({ key, direction }),
        }),
      )}
    />
  );
}

/** Controlled: the owner keeps the sort (e.g. the server sorts) and hands the table sorted rows. */
export const Controlled: Story = {
  render: () => <ControlledTable />,
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Fundraiser/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Dee Novak');
  },
};

export const WithFilters: Story = {
  args: { showFilters: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by Team' }), 'harbour');
    await expect(canvas.getAllByRole('row')).toHaveLength(4); // header, filter row, two matches
    await expect(canvas.queryByText('Bob Okafor')).toBeNull();
  },
};

export const Prefiltered: Story = { args: { filters: { name: 'NOVAK' } } };

export const HiddenColumn: Story = {
  args: { columns: columns.map((column) => (column.key === 'team' ? { ...column, visible: false } : column)) },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
  },
};

export const NoMatches: Story = { args: { showFilters: true, defaultFilters: { name: 'zzz' } } };

/** The states side by side under each stress palette, for visual diffs and contrast checks. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {Object.entries(palettes).map(([name, palette]) => (
        <ThemeRoot key={name} primaryColor={palette.primary} secondaryColor={palette.secondary}>
          <div style={{ display: 'grid', gap: 16 }}>
            <Table
              caption={`${name}: sorted`}
              columns={columns.map((column) => (column.key === 'raised' ? { ...column, sort: 'asc' } : column))}
              data={fundraisers}
            />
            <Table
              caption={`${name}: filters`}
              columns={columns}
              data={fundraisers}
              showFilters
              defaultFilters={{ team: 'night' }}
            />
            <Table caption={`${name}: empty`} columns={columns} data={[]} />
          </div>
        </ThemeRoot>
      ))}
    </div>
  ),
};
