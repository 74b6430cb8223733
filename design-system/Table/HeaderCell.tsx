import { __ } from '../i18n';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';
import type { SortDirection } from './model';
import type { TableColumn } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: '▲', desc: '▼', none: '↕' } as const;

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
}
