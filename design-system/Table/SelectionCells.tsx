import type { ChangeEvent } from 'react';
import { __, sprintf } from '../i18n';
import * as styles from './Table.css';
import type { SelectAllState } from './model';
import type { TableSelection } from './types';

/** Shift held on a click (React's checkbox change comes from the click, so the native event is a MouseEvent). */
export function withShift(event: ChangeEvent<HTMLInputElement>): boolean {
  const native: Event = event.nativeEvent;
  return native instanceof MouseEvent && native.shiftKey;
}

interface SelectAllCellProps {
  /** The selection's `selectAllLabel`. */
  label: string | undefined;
  allState: SelectAllState;
  /** No row on show can be selected. */
  disabled: boolean;
  onToggle: () => void;
}

/** The selection column's header cell: the select-all box, mixed when some of the rows on show are selected. */
export function SelectAllCell({ label, allState, disabled, onToggle }: SelectAllCellProps) {
  return (
    <th scope="col" className={`${styles.headerCell} ${styles.selectCell}`}>
      <input
        type="checkbox"
        className={styles.selectBox}
        aria-label={label ?? __('Select all')}
        checked={allState === 'all'}
        disabled={disabled}
        ref={(box) => {
          if (box) box.indeterminate = allState === 'some';
        }}
        onChange={onToggle}
      />
    </th>
  );
}

interface SelectRowCellProps<Row extends object> {
  row: Row;
  selection: TableSelection<Row>;
  /** Rows that cannot be selected get an empty cell. */
  selectable: boolean;
  selected: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A row's cell in the selection column: its box, named after the row. */
export function SelectRowCell<Row extends object>({
  row,
  selection,
  selectable,
  selected,
  onChange,
}: SelectRowCellProps<Row>) {
  return (
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
          onChange={onChange}
        />
      ) : null}
    </td>
  );
}
