export type SortDirection = 'asc' | 'desc';

/**
 * The sort cycle (SPEC 4): an unsorted column sorts descending on its first click;
 * after that each click flips it (desc to asc, asc to desc).
 */
export function nextSortDirection(current: SortDirection | undefined): SortDirection {
  return current === 'desc' ? 'asc' : 'desc';
}

/** Empty cells (null, undefined, '') show the column's default value and never match a filter. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Numbers compare numerically, everything else as text in the reader's locale. Empty values, and numbers that
 * are not numbers (NaN), sort last in either direction.
 */
export function compareValues(a: unknown, b: unknown, direction: SortDirection): number {
  const aEmpty = isEmptyValue(a) || Number.isNaN(a);
  const bEmpty = isEmptyValue(b) || Number.isNaN(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
  return direction === 'asc' ? order : -order;
}

/** A sorted copy; the sort is stable, so rows with equal values keep their given order. */
export function sortRows<Row extends object>(rows: readonly Row[], key: keyof Row, direction: SortDirection): Row[] {
  return [...rows].sort((left, right) => compareValues(left[key], right[key], direction));
}

export type ColumnFilters<Row> = Partial<Record<Extract<keyof Row, string>, string>>;

/** Keeps rows whose value in every filtered column contains the filter text, ignoring case; blank filters are ignored. */
export function filterRows<Row extends object>(rows: readonly Row[], filters: ColumnFilters<Row> | undefined): Row[] {
  const active = Object.entries(filters ?? {})
    .map(([key, text]) => [key, typeof text === 'string' ? text.trim().toLocaleLowerCase() : ''] as const)
    .filter(([, text]) => text !== '');
  return rows.filter((row) =>
    active.every(([key, text]) => {
      const value: unknown = (row as Record<string, unknown>)[key];
      return !isEmptyValue(value) && String(value).toLocaleLowerCase().includes(text);
    }),
  );
}

/** How much of the shown rows is selected: drives the select-all box (checked, indeterminate or clear). */
export type SelectAllState = 'none' | 'some' | 'all';

/** 'all' only when there is something to select and every one of it is selected; rows elsewhere do not count. */
export function selectAllState<K>(shownKeys: readonly K[], selected: ReadonlySet<K>): SelectAllState {
  const count = shownKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === shownKeys.length ? 'all' : 'some';
}

/**
 * The select-all box's click: when every shown row is selected it clears them, otherwise it selects them all.
 * Keys of rows not shown (other pages) stay as they are: keeping or dropping them is the caller's business.
 */
export function toggleAll<K>(shownKeys: readonly K[], selected: ReadonlySet<K>): Set<K> {
  const next = new Set(selected);
  if (selectAllState(shownKeys, selected) === 'all') for (const key of shownKeys) next.delete(key);
  else for (const key of shownKeys) next.add(key);
  return next;
}

/**
 * One row's box set to `checked`. With `anchor` (the row clicked before, Shift held), every shown row from
 * the anchor to this one takes the same state, as in a file manager or WordPress' list tables.
 */
export function toggleRow<K>(
  shownKeys: readonly K[],
  selected: ReadonlySet<K>,
  key: K,
  checked: boolean,
  anchor?: K | undefined,
): Set<K> {
  const next = new Set(selected);
  const to = shownKeys.indexOf(key);
  // Without an anchor indexOf finds nothing (-1), as for an anchor no longer shown: one row changes.
  const from = shownKeys.indexOf(anchor as K);
  const range = from === -1 || to === -1 ? [key] : shownKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
  for (const each of range) {
    if (checked) next.add(each);
    else next.delete(each);
  }
  return next;
}
