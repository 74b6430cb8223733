/** How many teams and fundraisers the home page lists (two rows of three on a desktop). */
export const HOME_LIST_SIZE = 6;

/** SPEC 2 and 9: places 1 to 3 get a badge, and only while the list is not filtered by a search. */
export function rankForBadge(index: number, search: string): number | null {
  if (search.trim() !== '') return null;
  const rank = index + 1;
  return rank <= 3 ? rank : null;
}
