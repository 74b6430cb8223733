import { describe, expect, it } from 'vitest';
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
  it.each([
    [false, 5000, 3000],
    [true, 10000, 5000],
  ])('slow %s: retry every %d ms, slow after %d ms', (slow, errorRetryInterval, loadingTimeout) => {
    expect(swrSettings(slow)).toMatchObject({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval,
      loadingTimeout,
    });
  });
});
