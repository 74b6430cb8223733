import type { Hono } from 'hono';
import type { Host, HostEnv } from '../context.ts';
import { isValidNonce, nonceFor, type Session } from './session.ts';

/**
 * REST nonces that expire, as WordPress's: time is cut into ticks of half the nonce lifetime
 * (wp_nonce_tick(): ceil(time / (nonce_life / 2))), and a nonce made in one tick is accepted in that tick and the
 * next, so it lives between half and all of its lifetime. WordPress's nonce_life is one day.
 */
export const DEFAULT_NONCE_TTL_SECONDS = 24 * 3600;

/** admin-ajax.php?action=rest-nonce: WordPress's own endpoint for a fresh REST nonce (wp_ajax_rest_nonce()). */
export const NONCE_RENEWAL_PATH = '/wp-admin/admin-ajax.php';
export const NONCE_RENEWAL_QUERY = 'action=rest-nonce';

/** Milliseconds of nonce time: the real clock plus the skew a test hook may add to expire every nonce at once. */
const nonceNow = (host: Host): number => Date.now() + host.nonceSkewMs;

export function nonceTick(host: Host, now = nonceNow(host)): number {
  const ttlMs = (host.options.nonceTtlSeconds ?? DEFAULT_NONCE_TTL_SECONDS) * 1000;
  return Math.ceil(now / (ttlMs / 2));
}

/** The REST nonce to print in window.GiveP2P.apiNonce (and to answer the renewal URL with). */
export function restNonce(host: Host, session: Session | null): string {
  return nonceFor(host.nonceSecret, session, nonceTick(host));
}

export function isValidRestNonce(host: Host, session: Session | null, given: string | undefined): boolean {
  return isValidNonce(host.nonceSecret, session, given, nonceTick(host));
}

/** The absolute renewal URL printed in window.GiveP2P.nonceRenewalUrl (the plugin prints admin_url(…)). */
export const nonceRenewalUrl = (origin: string): string => `${origin}${NONCE_RENEWAL_PATH}?${NONCE_RENEWAL_QUERY}`;

/**
 * GET /wp-admin/admin-ajax.php?action=rest-nonce. Signed in: the fresh nonce as plain text (200), as
 * wp_ajax_rest_nonce() does. Signed out: WordPress registers no nopriv handler for this action, so admin-ajax.php
 * answers `0` with status 400; we answer the same, so the app is tested against what WordPress really sends (a
 * guest has no session to renew: a new guest nonce would not help a form that needs a signed-in user anyway).
 * Any other action: `0`, 400, as admin-ajax.php does for an unknown action.
 */
export function mountNonceRenewal(app: Hono<HostEnv>, host: Host): void {
  app.get(NONCE_RENEWAL_PATH, (c) => {
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    const session = c.get('session');
    // Test hook: a fault on 'rest-nonce' makes the renewal fail as an expired login would (-1, 403).
    if (host.options.testHooks && host.faults.take('rest-nonce')) return c.text('-1', 403, headers);
    if (c.req.query('action') !== 'rest-nonce' || !session) return c.text('0', 400, headers);
    return c.text(restNonce(host, session), 200, headers);
  });
}
