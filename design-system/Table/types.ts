import type { ComponentPropsWithRef, CSSProperties, Key, ReactNode } from 'react';
import type { ColumnFilters, SortDirection } from './model';

export type ColumnKey<Row> = Extract<keyof Row, string>;

export interface TableColumn<Row extends object> {
  /** The row field this column shows, sorts and filters by. */
  key: ColumnKey<Row>;
  /** Tells two columns over the same field apart (e.g. a Title column and an actions column both keyed `id`). */
  id?: string | undefined;
  /** Header text (also names the sort button and the filter input). */
  label: string;
  /** Hidden columns still filter; default true. */
  visible?: boolean | undefined;
  /**
   * The column's sort direction. In a controlled table (some column has a `sortCallback`) this is the
   * current direction; otherwise it is the initial one.
   */
  sort?: SortDirection | undefined;
  /** Makes an uncontrolled column sortable without giving it an initial direction. */
  sortable?: boolean | undefined;
  /** Makes the table's sorting controlled: called with the direction the column should take next. */
  sortCallback?: ((key: ColumnKey<Row>, direction: SortDirection) => void) | undefined;
  /** Class name and inline style for this column's header and body cells. */
  styles?: { className?: string | undefined; style?: CSSProperties | undefined } | undefined;
  /** Shown right after a non-empty value, e.g. '%'. */
  append?: ReactNode | undefined;
  /** Shown when the value is null, undefined or ''. */
  defaultValue?: ReactNode | undefined;
  /** Custom cell content; gets the row and replaces value, append and defaultValue. */
  render?: ((row: Row) => ReactNode) | undefined;
  /** Whether this column gets a filter input when the table shows filters; default true. */
  filterable?: boolean | undefined;
}

/**
 * Cell renderers by column key (the anchor plugin's `columnFilters`): `(value, row) => content`. The value is the
 * row's field as is (undefined when the row lacks it); when the renderer returns nothing (null, undefined, '')
 * the column's `defaultValue` shows. A column's own `render` wins over these.
 */
export type ColumnCellRenderers<Row extends object> = {
  [K in ColumnKey<Row>]?: ((value: Row[K], row: Row) => ReactNode) | undefined;
};

/** Row selection for bulk actions: a checkbox column, controlled by its owner. Needs the table's `getRowKey`. */
export interface TableSelection<Row extends object> {
  /** The selected rows' keys; keys of rows not shown (other pages) are kept as they are. */
  selected: ReadonlySet<Key>;
  /** Called with the whole next selection. */
  onChange: (next: ReadonlySet<Key>) => void;
  /** Names the row in its box's label, "Select <rowLabel>". */
  rowLabel: (row: Row) => string;
  /** Rows for which this is false get no box and are left out of select-all. */
  isSelectable?: ((row: Row) => boolean) | undefined;
  /** The header box's label; default "Select all". */
  selectAllLabel?: string | undefined;
}

/** What an empty table shows in its one full-width cell instead of "No data". */
export interface TableBlankSlate {
  title: ReactNode;
  description?: ReactNode | undefined;
  /** A button or link, e.g. "Create a team". */
  action?: ReactNode | undefined;
}

export interface TableProps<Row extends object> extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** The columns in display order; each names the row field it shows by `key`. */
  columns: readonly TableColumn<Row>[];
  /** The rows, before filtering and sorting. */
  data: readonly Row[];
  /** Names the table for assistive technology; hide it visually with `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean | undefined;
  /** Column key to filter text (case-insensitive substring). Controlled when given. */
  filters?: ColumnFilters<Row> | undefined;
  defaultFilters?: ColumnFilters<Row> | undefined;
  onFiltersChange?: ((filters: ColumnFilters<Row>) => void) | undefined;
  /** Renders a filter input under each filterable visible column's header. */
  showFilters?: boolean | undefined;
  /** Text for a table with no rows to show; default 'No data'. */
  emptyText?: ReactNode | undefined;
  /** A title, description and action for a table with no rows to show; wins over `emptyText`. */
  blankSlate?: TableBlankSlate | undefined;
  /** Cell renderers by column key, `(value, row) => content`. */
  columnFilters?: ColumnCellRenderers<Row> | undefined;
  /** Rows dimmed under a spinner, `aria-busy` on the table: a page of rows is on its way. */
  loading?: boolean | undefined;
  /** A small spinner beside the sorted column's button: the server is sorting. */
  sorting?: boolean | undefined;
  /** A checkbox column with a select-all box. */
  selection?: TableSelection<Row> | undefined;
  /** Identifies rows for React and for `selection`; default the row's index. */
  getRowKey?: ((row: Row, index: number) => Key) | undefined;
}
