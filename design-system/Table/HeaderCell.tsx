import type { ReactNode } from 'react';
import { __ } from '../i18n';
import { LineIcon } from '../LineIcon/LineIcon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';
import type { SortDirection } from './model';
import type { TableColumn } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/*
 * Drawn, not typed: WordPress's emoji script swaps characters such as ↕ for an <img> from its CDN (issue 23).
 * Ascending points up, descending down, and an unsorted column shows both.
 */
const SORT_ICON: Record<SortDirection | 'none', ReactNode> = {
  asc: <path d="M4 10l4-4 4 4" />,
  desc: <path d="M4 6l4 4 4-4" />,
  none: <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />,
};

interface HeaderCellProps<Row extends object> {
  column: TableColumn<Row>;
  sortable: boolean;
  /** The column's current sort direction, if it is the sorted one. */
  direction: SortDirection | undefined;
  /** The table's `sorting` prop. */
  sorting: boolean;
  onSortClick: (column: TableColumn<Row>) => void;
}

/** A column's header cell: its label, as a sort button when the column sorts, and the sorting spinner. */
export function HeaderCell<Row extends object>({
  column,
  sortable,
  direction,
  sorting,
  onSortClick,
}: HeaderCellProps<Row>) {
  return (
    <th
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
          <LineIcon size={16} className={styles.sortIcon} data-sort-icon={direction ?? 'none'}>
            {SORT_ICON[direction ?? 'none']}
          </LineIcon>
        </button>
      ) : (
        column.label
      )}
      {sorting && sortable && direction ? (
        <Spinner size="tiny" label={__('Sorting')} className={styles.sortSpinner} />
      ) : null}
    </th>
  );
}
