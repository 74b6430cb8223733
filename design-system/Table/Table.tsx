import {
  isValidElement,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { __, sprintf } from '../i18n';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';
import {
  filterRows,
  isEmptyValue,
  nextSortDirection,
  selectAllState,
  sortRows,
  toggleAll,
  toggleRow,
  type ColumnFilters,
  type SortDirection,
} from './model';

export type { SortDirection, ColumnFilters };

type ColumnKey<Row> = Extract<keyof Row, string>;

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

interface ActiveSort<Row> {
  key: ColumnKey<Row>;
  direction: SortDirection;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: '▲', desc: '▼', none: '↕' } as const;

function initialSort<Row extends object>(columns: readonly TableColumn<Row>[]): ActiveSort<Row> | null {
  const sorted = columns.find((column) => column.sort !== undefined);
  return sorted?.sort ? { key: sorted.key, direction: sorted.sort } : null;
}

function renderValue(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || isValidElement(value)) {
    return value;
  }
  return String(value);
}

function cellContent<Row extends object>(
  column: TableColumn<Row>,
  row: Row,
  renderers: ColumnCellRenderers<Row> | undefined,
): ReactNode {
  if (column.render) return column.render(row);
  const value: unknown = row[column.key];
  const renderer = renderers?.[column.key] as ((value: unknown, row: Row) => ReactNode) | undefined;
  if (renderer) {
    const content = renderer(value, row);
    return content === null || content === undefined || content === '' ? (column.defaultValue ?? null) : content;
  }
  if (isEmptyValue(value)) return column.defaultValue ?? null;
  return (
    <>
      {renderValue(value)}
      {column.append}
    </>
  );
}

const columnId = <Row extends object>(column: TableColumn<Row>) => column.id ?? column.key;

/** Shift held on a click (React's checkbox change comes from the click, so the native event is a MouseEvent). */
function withShift(event: ChangeEvent<HTMLInputElement>): boolean {
  const native: Event = event.nativeEvent;
  return native instanceof MouseEvent && native.shiftKey;
}

/**
 * A data table with optional sorting (controlled through each column's `sort` and `sortCallback`,
 * or sorting its rows itself), column filters, row selection, a loading state and a blank slate.
 * It scrolls sideways inside a focusable region named by its caption, so a narrow screen never overflows.
 * Spreads the rest of its props onto the `<table>`.
 */
export function Table<Row extends object>({
  columns,
  data,
  caption,
  hideCaption = false,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  showFilters = false,
  emptyText,
  blankSlate,
  columnFilters,
  loading = false,
  sorting = false,
  selection,
  getRowKey = (_row, index) => index,
  className,
  ...rest
}: TableProps<Row>) {
  const captionId = useId();
  /** The row box clicked last: Shift+click selects from it to the clicked one. */
  const anchor = useRef<Key | undefined>(undefined);
  const controlledSort = columns.some((column) => column.sortCallback !== undefined);
  const [internalSort, setInternalSort] = useState<ActiveSort<Row> | null>(() => initialSort(columns));
  const [internalFilters, setInternalFilters] = useState<ColumnFilters<Row>>(defaultFilters ?? {});
  const filters = filtersProp ?? internalFilters;

  const visibleColumns = columns.filter((column) => column.visible !== false);
  const isSortable = (column: TableColumn<Row>) =>
    controlledSort ? column.sortCallback !== undefined : column.sortable === true || column.sort !== undefined;
  const directionOf = (column: TableColumn<Row>): SortDirection | undefined =>
    controlledSort ? column.sort : internalSort?.key === column.key ? internalSort.direction : undefined;

  const onSortClick = (column: TableColumn<Row>) => {
    const next = nextSortDirection(directionOf(column));
    if (controlledSort) column.sortCallback?.(column.key, next);
    else setInternalSort({ key: column.key, direction: next });
  };

  const onFilterInput = (key: ColumnKey<Row>, text: string) => {
    const next = { ...filters, [key]: text };
    if (filtersProp === undefined) setInternalFilters(next);
    onFiltersChange?.(next);
  };

  const filtered = filterRows(data, filters);
  const rows =
    !controlledSort && internalSort ? sortRows(filtered, internalSort.key, internalSort.direction) : filtered;
  const keyed = rows.map((row, index) => ({ row, key: getRowKey(row, index) }));
  const selectableKeys = selection
    ? keyed.filter(({ row }) => selection.isSelectable?.(row) ?? true).map(({ key }) => key)
    : [];
  const allState = selection ? selectAllState(selectableKeys, selection.selected) : 'none';
  const columnCount = visibleColumns.length + (selection ? 1 : 0);

  const onRowBox = (key: Key, event: ChangeEvent<HTMLInputElement>) => {
    if (!selection) return;
    const from = withShift(event) ? anchor.current : undefined;
    anchor.current = key;
    selection.onChange(toggleRow(selectableKeys, selection.selected, key, event.currentTarget.checked, from));
  };

  return (
    <div className={styles.frame}>
      {/* A named section is a region landmark; it scrolls sideways on narrow screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1). */}
      <section tabIndex={0} aria-labelledby={captionId} className={styles.scroller}>
        <table
          className={className ? `${styles.table} ${className}` : styles.table}
          aria-busy={loading || undefined}
          {...rest}
        >
          <caption id={captionId} className={hideCaption ? styles.visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={`${styles.headerCell} ${styles.selectCell}`}>
                  <input
                    type="checkbox"
                    className={styles.selectBox}
                    aria-label={selection.selectAllLabel ?? __('Select all')}
                    checked={allState === 'all'}
                    disabled={selectableKeys.length === 0}
                    ref={(box) => {
                      if (box) box.indeterminate = allState === 'some';
                    }}
                    onChange={() => {
                      anchor.current = undefined;
                      selection.onChange(toggleAll(selectableKeys, selection.selected));
                    }}
                  />
                </th>
              )}
              {visibleColumns.map((column) => {
                const direction = directionOf(column);
                const sortable = isSortable(column);
                return (
                  <th
                    key={columnId(column)}
                    scope="col"
                    aria-sort={sortable && direction ? ARIA_SORT[direction] : undefined}
                    className={[styles.headerCell, column.styles?.className].filter(Boolean).join(' ')}
                    style={column.styles?.style}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-state={direction ?? 'none'}
                        onClick={() => onSortClick(column)}
                      >
                        {column.label}
                        <span aria-hidden="true" className={styles.sortIcon}>
                          {SORT_ICON[direction ?? 'none']}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                    {sorting && sortable && direction ? (
                      <Spinner size="tiny" label={__('Sorting')} className={styles.sortSpinner} />
                    ) : null}
                  </th>
                );
              })}
            </tr>
            {showFilters && (
              <tr>
                {selection && <td className={styles.filterCell} />}
                {visibleColumns.map((column) => (
                  <td key={columnId(column)} className={styles.filterCell}>
                    {column.filterable !== false && (
                      <input
                        type="search"
                        className={styles.filterInput}
                        aria-label={sprintf(/* translators: %s: column label */ __('Filter by %s'), column.label)}
                        value={filters[column.key] ?? ''}
                        onChange={(event) => onFilterInput(column.key, event.currentTarget.value)}
                      />
                    )}
                  </td>
                ))}
              </tr>
            )}
          </thead>
          <tbody className={loading ? styles.bodyLoading : undefined}>
            {keyed.length === 0 ? (
              <tr>
                <td className={styles.emptyCell} colSpan={Math.max(1, columnCount)}>
                  {loading ? null : blankSlate ? <BlankSlate {...blankSlate} /> : (emptyText ?? __('No data'))}
                </td>
              </tr>
            ) : (
              keyed.map(({ row, key }) => {
                const selectable = selection ? (selection.isSelectable?.(row) ?? true) : false;
                const selected = selectable && selection ? selection.selected.has(key) : false;
                return (
                  <tr key={key} className={styles.row} data-selected={selected || undefined}>
                    {selection && (
                      <td className={`${styles.cell} ${styles.selectCell}`}>
                        {selectable ? (
                          <input
                            type="checkbox"
                            className={styles.selectBox}
                            aria-label={sprintf(
                              /* translators: %s: name of the row (a team, fundraiser or campaign) */ __('Select %s'),
                              selection.rowLabel(row),
                            )}
                            checked={selected}
                            onChange={(event) => onRowBox(key, event)}
                          />
                        ) : null}
                      </td>
                    )}
                    {visibleColumns.map((column) => (
                      <td
                        key={columnId(column)}
                        className={[styles.cell, column.styles?.className].filter(Boolean).join(' ')}
                        style={column.styles?.style}
                      >
                        {cellContent(column, row, columnFilters)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </section>
      {loading ? (
        <div className={styles.overlay}>
          <Spinner label={__('Loading')} />
        </div>
      ) : null}
    </div>
  );
}

function BlankSlate({ title, description, action }: TableBlankSlate) {
  return (
    <div className={styles.blankSlate}>
      <p className={styles.blankSlateTitle}>{title}</p>
      {description ? <div className={styles.blankSlateDescription}>{description}</div> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
