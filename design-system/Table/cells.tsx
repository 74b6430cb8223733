import { isValidElement, type ReactNode } from 'react';
import { isEmptyValue } from './model';
import type { ColumnCellRenderers, TableColumn } from './types';

function renderValue(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || isValidElement(value)) {
    return value;
  }
  return String(value);
}

/** A body cell's content: the column's `render`, else its cell renderer, else the value and `append` (`defaultValue` when empty). */
export function cellContent<Row extends object>(
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

/** The React key of a column's cells: its `id`, else its `key`. */
export const columnId = <Row extends object>(column: TableColumn<Row>) => column.id ?? column.key;
