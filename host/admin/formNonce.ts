import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Session } from '../auth/session.ts';

/**
 * A WordPress-style form nonce (wp_nonce_field): an HMAC of the action and the session, so a form posted from
 * another site, or after the session changed, is refused.
 */
export function formNonce(secret: string, session: Session, action: string): string {
  return createHmac('sha256', secret).update(`${action}|${session.idHash}`).digest('hex').slice(0, 10);
}

export function isValidFormNonce(secret: string, session: Session, action: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(formNonce(secret, session, action));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
