import { screen, within } from '@testing-library/react';

/** The text of every body cell, row by row (the header and filter rows left out). */
export function bodyRows(): string[][] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}
