import { describe, expect, it } from 'vitest';
import { daysLeft, relativeTime } from './timeModel';

const NOW = Date.parse('2026-11-28T18:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2026-11-28T17:59:30Z', 'en-US', 'now'],
    ['2026-11-28T17:55:00Z', 'en-US', '5 minutes ago'],
    ['2026-11-28T15:00:00Z', 'en-US', '3 hours ago'],
    ['2026-11-27T12:00:00Z', 'en-US', 'yesterday'],
    ['2026-11-24T18:00:00Z', 'en-US', '4 days ago'],
    ['2026-11-10T18:00:00Z', 'en-US', '2 weeks ago'],
    ['2026-08-28T18:00:00Z', 'en-US', '3 months ago'],
    ['2024-11-28T18:00:00Z', 'en-US', '2 years ago'],
    ['2026-11-24T18:00:00Z', 'de-DE', 'vor 4 Tagen'],
    // A clock a little ahead of the host's: never "in 2 minutes".
    ['2026-11-28T18:02:00Z', 'en-US', 'now'],
    [null, 'en-US', ''],
    ['not a date', 'en-US', ''],
  ])('%s in %s: %s', (iso, locale, words) => {
    expect(relativeTime(iso, NOW, locale)).toBe(words);
  });
});

describe('daysLeft', () => {
  it.each([
    [null, null],
    ['', null],
    ['garbage', null],
    ['2026-12-08T18:00:00Z', 10],
    ['2026-11-28T21:00:00Z', 1],
    ['2026-11-28T18:00:00Z', 0],
    ['2026-11-20T00:00:00Z', 0],
  ])('ends %s: %s', (end, days) => {
    expect(daysLeft(end, NOW)).toBe(days);
  });
});
