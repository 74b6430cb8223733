import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Auth } from '../api/entities';
import { isSignedIn } from './account';
import { useHostData } from './HostDataContext';
import { paths } from './paths';
import { noteSignInNeeded } from './signInNeeded';

/**
 * What a route asks of the visitor (SPEC 2): `login` a user_id, `guest` no user_id, `fundraiser` a
 * fundraiser_id, `noFundraiser` no fundraiser_id. All listed requirements must hold.
 */
export type Requirement = 'login' | 'guest' | 'fundraiser' | 'noFundraiser';

export interface RouteGuard {
  requires: readonly Requirement[];
  /** Where a visitor who fails goes; '/' (the campaign home) when not named. */
  redirectTo?: string;
}

export type GuardResult = { ok: true } | { ok: false; redirectTo: string };

function meets(requirement: Requirement, auth: Auth): boolean {
  const loggedIn = isSignedIn(auth);
  switch (requirement) {
    case 'login':
      return loggedIn;
    case 'guest':
      return !loggedIn;
    case 'fundraiser':
      return auth.fundraiser_id > 0;
    case 'noFundraiser':
      return auth.fundraiser_id === 0;
  }
}

export function checkGuard(guard: RouteGuard | undefined, auth: Auth): GuardResult {
  const unmet = guard?.requires.filter((requirement) => !meets(requirement, auth)) ?? [];
  if (!guard || unmet.length === 0) return { ok: true };
  // Signed in and short of nothing but a fundraising page (My fundraising, Find a team): the step that makes one,
  // rather than the campaign home with no word of why.
  if (unmet.length === 1 && unmet[0] === 'fundraiser' && isSignedIn(auth)) {
    return { ok: false, redirectTo: paths.registerCreateProfile() };
  }
  return { ok: false, redirectTo: guard.redirectTo ?? paths.home() };
}

/** A visitor turned away only for want of a login: the page they land on says so (SignInNeededNotice). */
export function needsSignIn(guard: RouteGuard | undefined, auth: Auth): boolean {
  return !isSignedIn(auth) && (guard?.requires.includes('login') ?? false);
}

function RedirectAway({ to, signIn }: { to: string; signIn: boolean }) {
  const from = useLocation().pathname;
  useLayoutEffect(() => {
    if (signIn) noteSignInNeeded({ from, to });
  }, [signIn, from, to]);
  return <Navigate to={to} replace />;
}

/** Renders the page when the guard passes; otherwise replaces the history entry with the redirect target. */
export function Guarded({ guard, children }: { guard: RouteGuard | undefined; children: ReactNode }) {
  const { auth } = useHostData();
  const result = checkGuard(guard, auth);
  if (!result.ok) return <RedirectAway to={result.redirectTo} signIn={needsSignIn(guard, auth)} />;
  return children;
}
