import { describe, expect, it } from 'vitest';
import type { Auth } from '../api/entities';
import { isTeamCaptain, joinOffer } from './permissions';

const team = { id: 1, captain_user_id: 11, access: 'public' as const };
const closed = { ...team, access: 'private' as const };
const visitor: Auth = { is_logged_in: false, user_id: 0, fundraiser_id: 0 };
const captain: Auth = { is_logged_in: true, user_id: 11, fundraiser_id: 1, team_id: 1 };
const captainWithoutTeamId: Auth = { is_logged_in: true, user_id: 11, fundraiser_id: 1 };
const member: Auth = { is_logged_in: true, user_id: 12, fundraiser_id: 2, team_id: 1 };
const otherTeam: Auth = { is_logged_in: true, user_id: 13, fundraiser_id: 3, team_id: 4 };
const solo: Auth = { is_logged_in: true, user_id: 14, fundraiser_id: 4, team_id: 0 };

describe('joinOffer', () => {
  it.each([
    ['a visitor, public team', visitor, team, 'join'],
    ['a visitor, closed team', visitor, closed, 'closed'],
    ['the captain', captain, team, 'captain'],
    ['the captain, host without team_id', captainWithoutTeamId, team, 'captain'],
    ['the captain of a closed team', captain, closed, 'captain'],
    ['a member', member, team, 'member'],
    ['a member of a closed team', member, closed, 'member'],
    ['a fundraiser of another team', otherTeam, team, 'join'],
    ['a fundraiser without a team', solo, team, 'join'],
  ] as const)('%s → %s', (_label, auth, target, expected) => {
    expect(joinOffer(auth, target)).toBe(expected);
  });
});

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
