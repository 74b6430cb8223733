import { useCallback, useState, type Key } from 'react';
import type { SortDirection } from '../../../design-system';
import type { ApiError } from '../../api/errors';
import type { AdminListPage, ApprovalStatus } from '../api/adminList';
import type { SortAndPage } from './hashList';
import { approvalStatusLabel, type ApprovalState } from './statusOptions';
import { type ApprovalConfig, useApproval } from './useApproval';

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

/** The list read (SWR's answer), kept on the previous page while the next one loads (keepPreviousData). */
interface ListRead<Row> {
  data?: AdminListPage<Row> | undefined;
  error?: ApiError | undefined;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

interface ListOptions<Row> {
  read: ListRead<Row>;
  /** The row's key in the table, its label and its id and name for the approval calls. */
  approvable: (row: Row) => Approvable;
  approval: ApprovalConfig;
}

/**
 * What the teams and fundraisers lists share: the read's page and whether it is stale, the approvals (one row or
 * the selected ones) and the row being deleted, the selection for bulk actions, emptied by any change of the list
 * (a bulk action only ever acts on rows the admin can see) and kept when a bulk action fails, the sort columns, and
 * whether the table shows its loading or sorting state.
 */
export function useAdminList<Sort extends string, State extends SortAndPage<Sort>, Row>(
  { state, update, reset }: ListState<State>,
  { read, approvable, approval }: ListOptions<Row>,
) {
  const { setApproval, busy } = useApproval(approval);
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const [lastChangeWasSort, setLastChangeWasSort] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const page = read.data;
  const rows = page?.rows ?? [];
  /** A read is under way while the previous page still shows. */
  const stale = read.isLoading && page !== undefined;

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
  const deleted = (row: Row) => {
    setDeleting(null);
    const key = approvable(row).id;
    setSelected((current) => new Set([...current].filter((item) => item !== key)));
  };
  const sortBy = (sort: Sort) => ({
    sort: state.sort === sort ? state.direction : undefined,
    sortCallback: (_key: unknown, direction: SortDirection) => change({ sort, direction } as Partial<State>),
  });

  return {
    read,
    page,
    rows,
    stale,
    approvable,
    /** A row's status as the server words it (the contract's words before the list has loaded). */
    statusLabel: (status: ApprovalState) => approvalStatusLabel(status, page?.statuses),
    /** The ids whose approval is in flight. */
    busy,
    approve: (row: Row, status: ApprovalStatus) => void setApproval([approvable(row)], status),
    bulk,
    selected,
    setSelected,
    /** The row whose delete dialog is open. */
    deleting,
    setDeleting,
    /** After a delete: the dialog closes and the row leaves the selection. */
    deleted,
    change,
    /** The page shown, and a move to another (which empties the selection like any change). */
    pageNumber: state.page,
    goToPage: (next: number) => change({ page: next } as Partial<State>),
    reset: resetList,
    sortBy,
    /** The table's `loading` (a new filter or page) and `sorting` (a new order) while the read is stale. */
    tableState: { loading: stale && !lastChangeWasSort, sorting: stale && lastChangeWasSort },
  };
}

/** A list as its body reads it: everything but what takes the list's own sort and state types. */
export type AdminList<Row> = Omit<
  ReturnType<typeof useAdminList<string, SortAndPage<string>, Row>>,
  'change' | 'sortBy'
>;
