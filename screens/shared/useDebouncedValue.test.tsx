import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the value 500 ms after it stops changing, skipping the values in between', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value);
        seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: 'C' } },
    );
    rerender({ value: 'Cr' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'Cre' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('C');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Cre');
    expect(seen).not.toContain('Cr');
  });
});
