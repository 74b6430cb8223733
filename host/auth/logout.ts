import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { Host, HostEnv } from '../context.ts';
import { coreText } from '../i18n/coreText.ts';
import { requestLocale } from '../i18n/locales.ts';
import { listCampaigns } from '../model/campaign.ts';
import { escapeHtml } from '../page/escape.ts';
import { renderSimplePage } from '../page/render.ts';
import { LOGOUT_PATH } from '../urls.ts';
import { deleteSession, SESSION_COOKIE, type Session } from './session.ts';

/*
 * Sign-out as WordPress does it (wp-login.php?action=logout): the link carries a nonce tied to the session
 * ('log-out' action), so another site cannot sign a visitor out with an <img src> or a link. Without a valid
 * nonce the visitor gets WordPress's "Do you really want to log out?" page, never a silent logout.
 */

const NONCE_ACTION = 'log-out';

/** The logout nonce of one session: an HMAC of its id, so it dies with the session. */
export function logoutNonceFor(secret: string, session: Session): string {
  return createHmac('sha256', secret).update(`${NONCE_ACTION}|${session.idHash}`).digest('hex').slice(0, 10);
}

/** Constant-time comparison: timing must not tell an attacker how many leading characters were right. */
export function isValidLogoutNonce(secret: string, session: Session, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(logoutNonceFor(secret, session));
  const actual = Buffer.from(given);
  // timingSafeEqual throws on different lengths; the expected length is public, so checking it leaks nothing.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Where to go afterwards: a path on this site only (as wp_safe_redirect), else the first campaign. */
export function safeRedirectTarget(host: Host, origin: string, requested: string | undefined): string {
  const first = listCampaigns(host.db)[0];
  const fallback = first ? `${first.base_url}/` : '/';
  if (!requested) return fallback;
  try {
    const url = new URL(requested, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The absolute sign-out URL for window.GiveP2P.logoutUrl; after signing out, the visitor lands on `redirectTo`. */
export function logoutUrl(secret: string, session: Session, origin: string, redirectTo: string): string {
  const query = new URLSearchParams({ redirect_to: redirectTo, _wpnonce: logoutNonceFor(secret, session) });
  return `${origin}${LOGOUT_PATH}?${query.toString()}`;
}

async function givenNonce(c: Context<HostEnv>): Promise<string | undefined> {
  const fromQuery = c.req.query('_wpnonce');
  if (fromQuery) return fromQuery;
  if (c.req.method !== 'POST') return undefined;
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const value = body._wpnonce;
  return typeof value === 'string' ? value : undefined;
}

/** WordPress core's wp_nonce_ays('log-out') page, in the site's language. */
function confirmationPage(host: Host, session: Session, origin: string, redirectTo: string, locale: string): string {
  const core = coreText(locale);
  const href = logoutUrl(host.nonceSecret, session, origin, redirectTo);
  return renderSimplePage(
    core('Log out?'),
    `<h1>${escapeHtml(core('Log out?'))}</h1>
<p>${escapeHtml(core('You are attempting to log out of this site. Do you really want to log out?'))}</p>
<p><a href="${escapeHtml(href)}">${escapeHtml(core('Log out'))}</a> · <a href="${escapeHtml(redirectTo)}">${escapeHtml(core('Stay signed in'))}</a></p>`,
    { locale },
  );
}

/** GET or POST /logout/?_wpnonce=…&redirect_to=…: signs out only with the session's nonce. */
export function mountLogout(app: Hono<HostEnv>, host: Host): void {
  const logout = async (c: Context<HostEnv>) => {
    const session = c.get('session');
    const origin = new URL(c.req.url).origin;
    const redirectTo = safeRedirectTarget(host, origin, c.req.query('redirect_to'));
    // Nobody signed in: nothing to protect, go where the link pointed.
    if (!session) return c.redirect(redirectTo, 303);
    if (!isValidLogoutNonce(host.nonceSecret, session, await givenNonce(c))) {
      return c.html(confirmationPage(host, session, origin, redirectTo, requestLocale(host, c)), 403, {
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        // The confirm link must not be clickable through someone else's frame.
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'",
      });
    }
    deleteSession(host.db, session.idHash);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect(redirectTo, 303);
  };
  app.get(LOGOUT_PATH, logout);
  app.post(LOGOUT_PATH, logout);
}
