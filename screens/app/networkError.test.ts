import { describe, expect, it } from 'vitest';
import { isConnectionProblem } from './networkError';

describe('isConnectionProblem', () => {
  it.each([
    // error, browser online, is a connection problem
    [
      new TypeError('Failed to fetch dynamically imported module: https://site.test/p2p/chunks/index-a1.js'),
      true,
      true,
    ],
    [new TypeError('error loading dynamically imported module: https://site.test/p2p/chunks/index-a1.js'), true, true],
    [new TypeError('Importing a module script failed.'), true, true],
    [new TypeError('Failed to fetch'), true, true],
    [new TypeError('NetworkError when attempting to fetch resource.'), true, true],
    [new TypeError('Load failed'), true, true],
    // Offline, whatever broke: the connection is the first thing to fix.
    [new Error('Page crashed'), false, true],
    [new Error('Page crashed'), true, false],
    [new TypeError("Cannot read properties of undefined (reading 'name')"), true, false],
    // The words alone are not enough: a network failure is a TypeError in every engine.
    [new Error('Failed to fetch dynamically imported module: x.js'), true, false],
    ['Failed to fetch', true, false],
    [null, true, false],
  ])('%s (online %s) → %s', (error, online, expected) => {
    expect(isConnectionProblem(error, online)).toBe(expected);
  });
});
