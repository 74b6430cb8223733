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

/** Numbers compare numerically, everything else as text in the reader's locale; empty values sort last either way. */
export function compareValues(a: unknown, b: unknown, direction: SortDirection): number {
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? compareNumbers(a, b)
      : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
  return direction === 'asc' ? order : -order;
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) === Number.isNaN(b) ? 0 : Number.isNaN(a) ? 1 : -1;
  return a === b ? 0 : a < b ? -1 : 1;
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
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(([key, text]) => {
      const value: unknown = (row as Record<string, unknown>)[key];
      return !isEmptyValue(value) && String(value).toLocaleLowerCase().includes(text);
    }),
  );
}
