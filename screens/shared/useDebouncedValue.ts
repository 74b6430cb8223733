import { useEffect, useState } from 'react';

/** SPEC 5 and 9: search inputs wait this long after the last keystroke before they search. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, updated only once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
