import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type Key } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { literalUnion, shapeArgType, typeArgType } from '../../.storybook/argTypes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { expectShekelAmounts, laysOut, rightToLeft } from '../../.storybook/rtl';
import { Button } from '../Button/Button';
import { __, _x, sprintf } from '../i18n';
import { Money } from '../Money/Money';
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
    <PaletteMatrix style={{ display: 'grid', gap: 24 }}>
      {(name) => (
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
      )}
    </PaletteMatrix>
  ),
};

/** Keyboard: Tab to a sort button, Enter sorts (the controls are real buttons inside the headers). */
export const SortWithEnter: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Raised/ });
    within(header).getByRole('button', { name: 'Raised' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('Bob Okafor');
  },
};

/** A page of rows is on its way: rows dimmed under a spinner, `aria-busy` on the table. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadingFirstPage: Story = { args: { loading: true, data: [] } };

/** The server is sorting: a small spinner beside the sorted column's button. */
export const Sorting: Story = {
  args: {
    sorting: true,
    columns: columns.map((column) => ({
      ...column,
      sort: column.key === 'raised' ? 'desc' : undefined,
      sortCallback: fn(),
    })),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Raised/ });
    await expect(within(header).getByRole('status', { name: 'Sorting' })).toBeInTheDocument();
  },
};

function SelectableTable({ initial }: { initial: readonly string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set(initial));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Table
        caption="Fundraisers"
        columns={columns}
        data={fundraisers}
        getRowKey={(row) => row.name}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => row.name }}
      />
      <p data-testid="selected">{[...selected].join(', ') || 'None'}</p>
    </div>
  );
}

/** Some rows selected: the select-all box is indeterminate. Space toggles a focused box, as any checkbox. */
export const SelectionPartial: Story = {
  render: () => <SelectableTable initial={['Bob Okafor']} />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    canvas.getByRole('checkbox', { name: 'Select Ana Lima' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select Ana Lima' })).toBeChecked();
    await expect(canvas.getByTestId('selected')).toHaveTextContent('Bob Okafor, Ana Lima');
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

export const SelectionAll: Story = {
  render: () => <SelectableTable initial={fundraisers.map((row) => row.name)} />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByTestId('selected')).toHaveTextContent('None');
  },
};

/** No rows: one full-width cell with a title, a description and an action. */
export const BlankSlate: Story = {
  args: {
    data: [],
    blankSlate: {
      title: 'No fundraisers found',
      description: 'Fundraisers appear here once supporters sign up.',
      action: <Button href="#/create-wp-user">Create a fundraiser</Button>,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No fundraisers found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a fundraiser' })).toBeVisible();
  },
};

/** Cell renderers by key, `(value, row) => content` (the anchor plugin's columnFilters). */
export const CellRenderers: Story = {
  args: {
    columnFilters: {
      raised: (raised) => `$${raised.toLocaleString('en-US')}`,
      team: (team) => team && <a href={`#/team/${encodeURIComponent(team)}`}>{team}</a>,
    },
  },
};

/** A 375 px admin page: the table scrolls sideways inside its region, the page does not. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 375, border: '1px dashed #999' }} data-testid="page">
      <Table
        {...args}
        columns={[
          ...columns,
          {
            key: 'name',
            id: 'email',
            label: 'Email',
            styles: { style: { whiteSpace: 'nowrap' } },
            render: (row) => `${row.name.toLowerCase().replace(' ', '.')}@harbour-swimmers.example.org`,
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fundraisers' });
    const page = canvas.getByTestId('page');
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 2);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
};

/** A Hebrew site's fundraisers (one typed in English, as a name may be): the admin lists' shape. */
const hebrewFundraisers: Fundraiser[] = [
  { name: 'דנה כהן', team: 'שחייני הנמל', raised: 1250, progress: 62 },
  { name: 'יוסי לוי', team: null, raised: 80, progress: 4 },
  { name: 'Ana Lima', team: 'שחייני הנמל', raised: 3400, progress: 100 },
  { name: 'מרים אברהם', team: 'רוכבי הלילה', raised: 560, progress: null },
];

function RightToLeftTable() {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set(['דנה כהן', 'Ana Lima']));
  // Labels through __() at render time: the story's locale is loaded by then.
  const hebrewColumns: TableColumn<Fundraiser>[] = [
    { key: 'name', label: __('Name'), sortable: true },
    { key: 'team', label: _x('Team', 'noun'), sortable: true, defaultValue: __('No team') },
    {
      key: 'raised',
      label: _x('Raised', 'amount'),
      sortable: true,
      sort: 'desc',
      styles: { style: { textAlign: 'end' } },
      render: (row) => <Money value={row.raised} />,
    },
    { key: 'progress', label: __('of goal'), append: '%', defaultValue: '—', styles: { style: { textAlign: 'end' } } },
  ];
  return (
    <Table
      caption={__('Fundraisers')}
      columns={hebrewColumns}
      data={hebrewFundraisers}
      getRowKey={(row) => row.name}
      selection={{ selected, onChange: setSelected, rowLabel: (row) => row.name }}
    />
  );
}

/**
 * Right to left, as an admin list on a Hebrew site: sorted by amount raised, two rows selected, money in shekels.
 * The selection column is the rightmost, the sort arrow sits left of its label, amounts end on the left edge.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => <RightToLeftTable />,
  play: async ({ canvas, canvasElement }) => {
    const raised = canvas.getByRole('columnheader', { name: new RegExp(_x('Raised', 'amount')) });
    await expect(raised).toHaveAttribute('aria-sort', 'descending');
    const [, first] = canvas.getAllByRole('row');
    if (!first) throw new Error('no rows');
    await expect(within(first).getByRole('checkbox', { name: sprintf(__('Select %s'), 'Ana Lima') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: __('Select all') })).toBePartiallyChecked();
    await expectShekelAmounts(canvasElement);
    if (!laysOut()) return;
    const table = canvas.getByRole('table').getBoundingClientRect();
    const [selectCell, nameCell] = within(first).getAllByRole('cell');
    if (!selectCell || !nameCell) throw new Error('no cells');
    await expect(Math.abs(selectCell.getBoundingClientRect().right - table.right)).toBeLessThanOrEqual(1);
    await expect(nameCell.getBoundingClientRect().right).toBeLessThanOrEqual(selectCell.getBoundingClientRect().left);
    const button = within(raised).getByRole('button');
    const arrow = button.querySelector('[aria-hidden="true"]');
    const label = button.firstChild;
    if (!arrow || !(label instanceof Text)) throw new Error('no sort arrow or label');
    const range = document.createRange();
    range.selectNodeContents(label);
    await expect(arrow.getBoundingClientRect().right).toBeLessThanOrEqual(range.getBoundingClientRect().left);
  },
};
