import { describe, expect, it } from 'vitest';
import { isTeamCaptain } from './permissions';

describe('isTeamCaptain', () => {
  it.each([
    [11, 11, true],
    [11, 12, false],
    [11, 0, false],
    [0, 0, false],
  ])('captain %d, viewer %d → %s', (captain, viewer, expected) => {
    expect(isTeamCaptain({ user_id: viewer }, { captain_user_id: captain })).toBe(expected);
  });
});
