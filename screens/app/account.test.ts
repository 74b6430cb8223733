import { describe, expect, it } from 'vitest';
import type { Auth } from '../api/entities';
import { describeAccount, displayName, isSignedIn } from './account';

const visitor: Auth = { is_logged_in: false, user_id: 0, fundraiser_id: 0 };
const fundraiser: Auth = { is_logged_in: true, user_id: 5, fundraiser_id: 9, display_name: 'Carla Captain' };
const noProfile: Auth = { is_logged_in: true, user_id: 6, fundraiser_id: 0 };
const user = { firstName: ' Nora ', lastName: 'Noprofile', email: 'nora@example.org' };
const LOGOUT = 'https://site.test/wp-login.php?action=logout&_wpnonce=abc';

describe('isSignedIn', () => {
  it.each([
    [visitor, false],
    [{ is_logged_in: true, user_id: 0 }, true],
    [{ is_logged_in: false, user_id: 3 }, true],
  ])('%j → %s', (auth, expected) => {
    expect(isSignedIn(auth)).toBe(expected);
  });
});

describe('displayName', () => {
  it.each([
    ['the host display_name first', { display_name: 'Carla C.' }, user, 'Carla C.'],
    ['else first and last name', {}, user, 'Nora Noprofile'],
    ['only a first name', {}, { ...user, lastName: '' }, 'Nora'],
    ['one space between padded names', {}, { ...user, lastName: ' Noprofile ' }, 'Nora Noprofile'],
    ['nothing known', {}, undefined, ''],
  ])('%s', (_label, auth, info, expected) => {
    expect(displayName(auth, info)).toBe(expected);
  });
});

describe('describeAccount', () => {
  it('offers a visitor Sign in', () => {
    expect(describeAccount(visitor, undefined, undefined)).toEqual({ kind: 'visitor', signInPath: '/login/' });
  });

  it('sends a fundraiser to their fundraiser page and out through the host logout URL', () => {
    expect(describeAccount(fundraiser, user, LOGOUT)).toEqual({
      kind: 'signedIn',
      name: 'Carla Captain',
      myPage: { kind: 'fundraiser', path: '/fundraiser/9/' },
      logoutUrl: LOGOUT,
    });
  });

  it('sends a user without a profile to registration, and offers no Sign out without a logout URL', () => {
    const view = describeAccount(noProfile, user, undefined);
    expect(view).toEqual({
      kind: 'signedIn',
      name: 'Nora Noprofile',
      myPage: { kind: 'register', path: '/register/' },
    });
    expect(view).not.toHaveProperty('logoutUrl');
  });
});
