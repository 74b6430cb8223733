import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../design-system';
import { useDebouncedCallback } from './useDebouncedCallback';

/** SPEC 5 and 9: search inputs wait this long after the last keystroke before they search (the SearchField's too). */
export { SEARCH_DEBOUNCE_MS };

/** `value`, updated only once it has stayed the same for `delayMs` (the same debounce as the search boxes). */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  // A function form, so a `value` that is itself a function is stored, not called as an updater.
  const settle = useDebouncedCallback((next: T) => setDebounced(() => next), delayMs);
  useEffect(() => settle(value), [value, settle]);
  return debounced;
}
