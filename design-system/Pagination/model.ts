/** SPEC 9: pagination shows up to 5 page numbers. */
export const MAX_PAGE_NUMBERS = 5;

/**
 * The page numbers to show: at most `maxNumbers`, centred on the current page where possible and
 * shifted to stay inside 1..totalPages near either end. Empty when there is one page or none
 * (the pagination is hidden then). An out-of-range current page is clamped first.
 */
export function pageRange(current: number, totalPages: number, maxNumbers = MAX_PAGE_NUMBERS): number[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total <= 1) return [];
  const count = Math.min(total, Math.max(1, Math.floor(maxNumbers) || 1));
  const page = clampPage(current, total);
  const lastStart = total - count + 1;
  const start = Math.min(lastStart, Math.max(1, page - Math.floor((count - 1) / 2)));
  return Array.from({ length: count }, (_, offset) => start + offset);
}

/** A whole page number within 1..totalPages; anything unusable becomes 1. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, Math.floor(totalPages)), Math.max(1, whole));
}
