import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { debounce, type Debounced } from './debounce';

/**
 * A debounced version of `callback` that stays the same function across renders (so a pending call survives
 * re-renders) and always calls the latest `callback`. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  waitMs: number,
): Debounced<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), waitMs), [waitMs]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
