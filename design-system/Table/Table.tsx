import { useId, useRef, useState, type ChangeEvent, type Key } from 'react';
import { withClassName } from '../classNames';
import { __, sprintf } from '../i18n';
import { Spinner } from '../Spinner/Spinner';
import { BlankSlate } from './BlankSlate';
import { cellContent, columnId } from './cells';
import { HeaderCell } from './HeaderCell';
import { SelectAllCell, SelectRowCell, withShift } from './SelectionCells';
import * as styles from './Table.css';
import {
  filterRows,
  nextSortDirection,
  selectAllState,
  sortRows,
  toggleAll,
  toggleRow,
  type ColumnFilters,
  type SortDirection,
} from './model';
import type { ColumnKey, TableColumn, TableProps } from './types';

export type { SortDirection, ColumnFilters };
export type { TableColumn, ColumnCellRenderers, TableSelection, TableBlankSlate, TableProps } from './types';

interface ActiveSort<Row> {
  key: ColumnKey<Row>;
  direction: SortDirection;
}

function initialSort<Row extends object>(columns: readonly TableColumn<Row>[]): ActiveSort<Row> | null {
  const sorted = columns.find((column) => column.sort !== undefined);
  return sorted?.sort ? { key: sorted.key, direction: sorted.sort } : null;
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
        <table className={withClassName(styles.table, className)} aria-busy={loading || undefined} {...rest}>
          <caption id={captionId} className={hideCaption ? styles.visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection && (
                <SelectAllCell
                  label={selection.selectAllLabel}
                  allState={allState}
                  disabled={selectableKeys.length === 0}
                  onToggle={() => {
                    anchor.current = undefined;
                    selection.onChange(toggleAll(selectableKeys, selection.selected));
                  }}
                />
              )}
              {visibleColumns.map((column) => (
                <HeaderCell
                  key={columnId(column)}
                  column={column}
                  sortable={isSortable(column)}
                  direction={directionOf(column)}
                  sorting={sorting}
                  onSortClick={onSortClick}
                />
              ))}
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
                      <SelectRowCell
                        row={row}
                        selection={selection}
                        selectable={selectable}
                        selected={selected}
                        onChange={(event) => onRowBox(key, event)}
                      />
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
