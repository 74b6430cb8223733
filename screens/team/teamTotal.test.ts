import { describe, expect, it } from 'vitest';
import { givenToTeamPage } from './teamTotal';

describe('givenToTeamPage', () => {
  it('is the team total less the members’ totals', () => {
    expect(givenToTeamPage(1425, [600, 500, 25])).toBe(300);
  });
  it('is the whole total for a team without members', () => {
    expect(givenToTeamPage(80, [])).toBe(80);
  });
  it('never goes below zero when the total is older than the member list', () => {
    expect(givenToTeamPage(100, [150])).toBe(0);
  });
  it('ignores a non-finite amount and keeps cents exact', () => {
    expect(givenToTeamPage(10.3, [0.1, 0.2, Number.NaN])).toBe(10);
  });
});
