import { useCallback, useState, type Key } from 'react';
import type { SortDirection } from '../../../design-system';
import type { ApprovalStatus } from '../api/adminList';
import type { SortAndPage } from './hashList';

/** A row as the approval calls take it. */
interface Approvable {
  id: number;
  name: string;
}

interface ListState<State> {
  state: State;
  update: (change: Partial<State>) => void;
  reset: () => void;
}

interface ListOptions<Row> {
  rows: readonly Row[];
  /** The row's key in the table and its id and name for the approval calls. */
  approvable: (row: Row) => Approvable;
  /** A read is under way while the previous page still shows. */
  stale: boolean;
  setApproval: (rows: readonly Approvable[], status: ApprovalStatus) => Promise<boolean>;
}

/**
 * What the teams and fundraisers lists share: the selection for bulk actions, emptied by any change of the list
 * (a bulk action only ever acts on rows the admin can see) and kept when a bulk action fails, the sort columns, and
 * whether the table shows its loading or sorting state.
 */
export function useAdminList<Sort extends string, State extends SortAndPage<Sort>, Row>(
  { state, update, reset }: ListState<State>,
  { rows, approvable, stale, setApproval }: ListOptions<Row>,
) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const [lastChangeWasSort, setLastChangeWasSort] = useState(false);

  const change = useCallback(
    (next: Partial<State>) => {
      setSelected(new Set());
      setLastChangeWasSort(next.sort !== undefined);
      update(next);
    },
    [update],
  );
  const resetList = () => {
    setSelected(new Set());
    setLastChangeWasSort(false);
    reset();
  };
  const bulk = async (status: ApprovalStatus) => {
    const ok = await setApproval(rows.filter((row) => selected.has(approvable(row).id)).map(approvable), status);
    if (ok) setSelected(new Set());
  };
  const deselect = (key: Key) => setSelected((current) => new Set([...current].filter((item) => item !== key)));
  const sortBy = (sort: Sort) => ({
    sort: state.sort === sort ? state.direction : undefined,
    sortCallback: (_key: unknown, direction: SortDirection) => change({ sort, direction } as Partial<State>),
  });

  return {
    selected,
    setSelected,
    deselect,
    change,
    reset: resetList,
    bulk,
    sortBy,
    /** The table's `loading` (a new filter or page) and `sorting` (a new order) while the read is stale. */
    tableState: { loading: stale && !lastChangeWasSort, sorting: stale && lastChangeWasSort },
  };
}
