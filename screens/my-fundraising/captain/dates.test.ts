import { describe, expect, it } from 'vitest';
import { calendarDate, parseTime, relativeTime, sameDay } from './dates';

const NOW = new Date('2026-11-28T18:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [0, 'en-US', 'now'],
    [30, 'en-US', 'now'],
    [-120, 'en-US', 'now'],
    [5 * 60, 'en-US', '5 minutes ago'],
    [3 * 3600 + 59 * 60, 'en-US', '3 hours ago'],
    [26 * 3600, 'en-US', 'yesterday'],
    [3 * 24 * 3600, 'en-US', '3 days ago'],
    [15 * 24 * 3600, 'en-US', '2 weeks ago'],
    [400 * 24 * 3600, 'en-US', 'last year'],
    [26 * 3600, 'de-DE', 'gestern'],
    [3 * 3600, 'de-DE', 'vor 3 Stunden'],
  ])('%i s before now in %s reads %s', (seconds, locale, expected) => {
    expect(relativeTime(ago(seconds), NOW, locale)).toBe(expected);
  });
});

describe('parseTime', () => {
  it.each([
    [null, null],
    ['', null],
    ['not a time', null],
  ])('%j is no time', (text, expected) => {
    expect(parseTime(text)).toBe(expected);
  });

  it('reads an ISO time in UTC', () => {
    expect(parseTime('2026-11-28T17:05:00Z')?.toISOString()).toBe('2026-11-28T17:05:00.000Z');
  });
});

describe('calendarDate and sameDay', () => {
  it('writes the date in the locale', () => {
    const noon = new Date(2026, 10, 27, 12);
    expect(calendarDate(noon, 'en-US')).toBe('Nov 27, 2026');
    expect(calendarDate(noon, 'de-DE')).toBe('27.11.2026');
  });

  it('compares calendar days, not 24-hour spans', () => {
    expect(sameDay(new Date(2026, 10, 28, 0, 5), new Date(2026, 10, 28, 23, 55))).toBe(true);
    expect(sameDay(new Date(2026, 10, 27, 23, 55), new Date(2026, 10, 28, 0, 5))).toBe(false);
  });
});
