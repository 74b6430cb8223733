import type { Auth, UserInfo } from '../api/entities';
import { paths } from './paths';

/** Signed in: WordPress says so, or names a user (hosts differ in which they fill). */
export function isSignedIn(auth: Pick<Auth, 'is_logged_in' | 'user_id'>): boolean {
  return auth.is_logged_in || auth.user_id > 0;
}

/** Where "my page" is: the fundraiser page (a full page load: it needs host data), or the start of registration. */
export type MyPage = { kind: 'fundraiser'; path: string } | { kind: 'register'; path: string };

export type AccountView =
  | { kind: 'visitor'; signInPath: string }
  | {
      kind: 'signedIn';
      /** '' when the host names nobody: the bar then says "Signed in" without a name. */
      name: string;
      myPage: MyPage;
      /** Absent when the host gives no sign-out link: no Sign out is offered rather than a broken one. */
      logoutUrl?: string;
    };

/** The display name: the host's display_name, else the viewer's first and last name. */
export function displayName(auth: Pick<Auth, 'display_name'>, user: UserInfo | undefined): string {
  if (auth.display_name) return auth.display_name;
  return user ? `${user.firstName.trim()} ${user.lastName.trim()}`.trim() : '';
}

/**
 * What the account bar offers. A user without a fundraiser profile has no page yet: /start-fundraising/ would
 * send them home (it needs a profile), so their link starts registration, which serves signed-in users too.
 */
export function describeAccount(auth: Auth, user: UserInfo | undefined, logoutUrl: string | undefined): AccountView {
  if (!isSignedIn(auth)) return { kind: 'visitor', signInPath: paths.login() };
  const myPage: MyPage =
    auth.fundraiser_id > 0
      ? { kind: 'fundraiser', path: paths.fundraiser(auth.fundraiser_id) }
      : { kind: 'register', path: paths.register() };
  return { kind: 'signedIn', name: displayName(auth, user), myPage, ...(logoutUrl ? { logoutUrl } : {}) };
}
