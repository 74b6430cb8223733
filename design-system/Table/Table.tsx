import {
  isValidElement,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { __, sprintf } from '../i18n';
import * as styles from './Table.css';
import { filterRows, isEmptyValue, nextSortDirection, sortRows, type ColumnFilters, type SortDirection } from './model';

export type { SortDirection, ColumnFilters };

type ColumnKey<Row> = Extract<keyof Row, string>;

export interface TableColumn<Row extends object> {
  /** The row field this column shows, sorts and filters by. */
  key: ColumnKey<Row>;
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

function cellContent<Row extends object>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value: unknown = row[column.key];
  if (isEmptyValue(value)) return column.defaultValue ?? null;
  return (
    <>
      {renderValue(value)}
      {column.append}
    </>
  );
}

/**
 * A data table with optional sorting (controlled through each column's `sort` and `sortCallback`,
 * or sorting its rows itself) and column filters. Spreads the rest of its props onto the `<table>`.
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
  getRowKey = (_row, index) => index,
  className,
  ...rest
}: TableProps<Row>) {
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

  return (
    <table className={className ? `${styles.table} ${className}` : styles.table} {...rest}>
      <caption className={hideCaption ? styles.visuallyHidden : styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {visibleColumns.map((column) => {
            const direction = directionOf(column);
            const sortable = isSortable(column);
            return (
              <th
                key={column.key}
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
              </th>
            );
          })}
        </tr>
        {showFilters && (
          <tr>
            {visibleColumns.map((column) => (
              <td key={column.key} className={styles.filterCell}>
                {column.filterable !== false && (
                  <input
                    type="search"
                    className={styles.filterInput}
                    aria-label={sprintf(__('Filter by %s'), column.label)}
                    value={filters[column.key] ?? ''}
                    onChange={(event) => onFilterInput(column.key, event.currentTarget.value)}
                  />
                )}
              </td>
            ))}
          </tr>
        )}
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={styles.emptyCell} colSpan={Math.max(1, visibleColumns.length)}>
              {emptyText ?? __('No data')}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={getRowKey(row, index)} className={styles.row}>
              {visibleColumns.map((column) => (
                <td
                  key={column.key}
                  className={[styles.cell, column.styles?.className].filter(Boolean).join(' ')}
                  style={column.styles?.style}
                >
                  {cellContent(column, row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
