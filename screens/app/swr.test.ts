import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { isSlowConnection, swrSettings } from './swr';

describe('isSlowConnection', () => {
  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%j → %s', (connection, expected) => {
    expect(isSlowConnection(connection)).toBe(expected);
  });
});

describe('swrSettings', () => {
  // SPEC 9's values on a fast connection are SWR's own defaults (jsdom has no navigator.connection): pinned here,
  // so an SWR upgrade that changes them fails instead of silently changing the app.
  it.each([
    [false, 5000, 3000],
    [true, 10000, 5000],
  ])(
    'slow %s: dedupe 2000, focus 5000, retry every %d ms, slow after %d ms',
    (slow, errorRetryInterval, loadingTimeout) => {
      expect({ ...SWRConfig.defaultValue, ...swrSettings(slow) }).toMatchObject({
        dedupingInterval: 2000,
        focusThrottleInterval: 5000,
        shouldRetryOnError: true,
        errorRetryInterval,
        loadingTimeout,
        errorRetryCount: 3,
      });
    },
  );

  it('keeps SWR jittered backoff for retryable errors and gives up on final client errors', () => {
    const { onErrorRetry } = swrSettings(false);
    const config = { ...SWRConfig.defaultValue, errorRetryCount: 3 };
    const revalidate = vi.fn();
    const timer = vi.spyOn(globalThis, 'setTimeout');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    onErrorRetry?.(new ApiError('http', 'gone', { status: 404 }), 'k', config, revalidate, {
      retryCount: 1,
      dedupe: true,
    });
    expect(timer).not.toHaveBeenCalled();
    onErrorRetry?.(new ApiError('http', 'later', { status: 503 }), 'k', config, revalidate, {
      retryCount: 2,
      dedupe: true,
    });
    // (0 + 0.5) * 2^2 * 5000: SWR's exponential backoff, not a fixed or linear step.
    expect(timer).toHaveBeenCalledWith(revalidate, 10000, { retryCount: 2, dedupe: true });
    timer.mockClear();
    onErrorRetry?.(new Error('offline'), 'k', config, revalidate, { retryCount: 4, dedupe: true });
    expect(timer).not.toHaveBeenCalled();
  });

  // What a failed read does next: a final client error stays on screen; anything that may pass on a retry is retried.
  it.each([
    ['a 400', new ApiError('http', 'bad', { status: 400 }), false],
    ['a 403', new ApiError('http', 'forbidden', { status: 403 }), false],
    ['a 499', new ApiError('http', 'odd', { status: 499 }), false],
    ['a 408 (timeout)', new ApiError('http', 'slow', { status: 408 }), true],
    ['a 429 (rate limit)', new ApiError('http', 'busy', { status: 429 }), true],
    ['a 500', new ApiError('http', 'broken', { status: 500 }), true],
    ['a malformed 200', new ApiError('parse', 'garbled', { status: 200 }), true],
    ['an API error without a status', new ApiError('network', 'offline'), true],
    ['a plain error', new Error('offline'), true],
  ])('after %s, retries: %s', (_label, error, retried) => {
    const { onErrorRetry } = swrSettings(false);
    const revalidate = vi.fn();
    const timer = vi.spyOn(globalThis, 'setTimeout');
    onErrorRetry?.(error, 'k', { ...SWRConfig.defaultValue, errorRetryCount: 3 }, revalidate, {
      retryCount: 1,
      dedupe: true,
    });
    expect(timer.mock.calls.some(([callback]) => callback === revalidate)).toBe(retried);
  });
});
