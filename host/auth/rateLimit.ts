import type { Context } from 'hono';
import type { Host, HostEnv } from '../context.ts';

/*
 * Login and password-reset limits, per account and per address (issue 13): at most 5 counted attempts a minute
 * on either key, then an error in WordPress's words until the oldest attempt leaves the window. Failed logins
 * count (a right password never locks anyone out); every reset request counts (each one sends mail). In memory,
 * per host process: a restart forgets, as a WordPress object cache would.
 */

export const AUTH_ATTEMPTS = 5;
export const AUTH_WINDOW_MS = 60_000;

export type AuthAction = 'login' | 'password-reset';

export interface AuthKeys {
  /** The user handle as typed (username or email); compared without case or surrounding spaces. */
  account: string;
  /** The peer's address; undefined for a request without a socket (one shared key). */
  address: string | undefined;
}

type Attempts = Map<string, number[]>;
const perHost = new WeakMap<Host, Attempts>();

function attemptsOf(host: Host): Attempts {
  let attempts = perHost.get(host);
  if (!attempts) {
    attempts = new Map();
    perHost.set(host, attempts);
  }
  return attempts;
}

function keysOf(action: AuthAction, { account, address }: AuthKeys): string[] {
  return [`${action}|account|${account.trim().toLowerCase()}`, `${action}|address|${address ?? 'unknown'}`];
}

function recent(attempts: Attempts, key: string, now: number): number[] {
  const times = (attempts.get(key) ?? []).filter((time) => now - time < AUTH_WINDOW_MS);
  if (times.length) attempts.set(key, times);
  else attempts.delete(key);
  return times;
}

const MESSAGES: Record<AuthAction, string> = {
  login: 'Too many failed login attempts. Please try again in %s.',
  'password-reset': 'Too many password reset requests. Please try again in %s.',
};

/**
 * Null while the account and the address are both under the limit; else the error to show (WordPress's
 * wording). For the REST calls and for the host's own /wp-login.php forms alike.
 */
export function authLimitError(host: Host, action: AuthAction, keys: AuthKeys): string | null {
  const minutes = authLimitMinutes(host, action, keys);
  if (minutes === null) return null;
  return MESSAGES[action].replace('%s', minutes === 1 ? '1 minute' : `${minutes} minutes`);
}

/** Null while under the limit; else the whole minutes to wait (at least 1), for a page that words it itself. */
export function authLimitMinutes(host: Host, action: AuthAction, keys: AuthKeys): number | null {
  const attempts = attemptsOf(host);
  const now = host.clock.now();
  let waitMs = 0;
  for (const key of keysOf(action, keys)) {
    const times = recent(attempts, key, now);
    if (times.length >= AUTH_ATTEMPTS) waitMs = Math.max(waitMs, (times[0] ?? now) + AUTH_WINDOW_MS - now);
  }
  if (waitMs <= 0) return null;
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** Counts one attempt against both keys. */
export function recordAuthAttempt(host: Host, action: AuthAction, keys: AuthKeys): void {
  const attempts = attemptsOf(host);
  const now = host.clock.now();
  for (const key of keysOf(action, keys)) attempts.set(key, [...recent(attempts, key, now), now]);
}

/** The peer's address of a request served by the Node server. */
export function peerAddressOf(c: Context<HostEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}
