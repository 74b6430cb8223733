/** SPEC 5 and 9: search inputs wait this long after the last keystroke before they search. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
}

/**
 * The app's one debounce: useDebouncedCallback and useDebouncedValue are built on it. Calls `fn` once, `waitMs` after the last of a burst of calls, with the last call's arguments (search boxes,
 * frame resizes). Timers come from the global setTimeout, so tests drive them with fake timers.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const run = () => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  return debounced;
}
