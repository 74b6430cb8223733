import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { stmt } from '../db/stmt.ts';

export const SESSION_COOKIE = 'p2p_session';
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  pending_team_id: number | null;
}

export interface Session {
  idHash: string;
  user: SessionUser;
}

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');

/** Creates a session and returns the cookie value (only its hash is stored). */
export function createSession(db: Database, userId: number, now = Date.now()): string {
  const id = randomBytes(32).toString('base64url');
  stmt(db, 'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashId(id),
    userId,
    now,
    now + SESSION_TTL_MS,
  );
  return id;
}

export function findSession(db: Database, cookieValue: string | undefined, now = Date.now()): Session | null {
  if (!cookieValue || cookieValue.length > 100) return null;
  const idHash = hashId(cookieValue);
  const user = stmt(
    db,
    `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.role, u.pending_team_id
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = ? AND s.expires_at > ?`,
  ).get(idHash, now) as SessionUser | undefined;
  return user ? { idHash, user } : null;
}

export function deleteSession(db: Database, idHash: string): void {
  stmt(db, 'DELETE FROM sessions WHERE id_hash = ?').run(idHash);
}

/**
 * Whether `given` is the REST nonce of this session for the current tick or the one before (as WordPress's
 * wp_verify_nonce: a nonce lives between half and all of its lifetime), in constant time: how long a wrong nonce
 * takes must not tell how many of its leading characters were right, nor which tick it matched. (The length is
 * public: every nonce has 10.)
 */
export function isValidNonce(secret: string, session: Session | null, given: string | undefined, tick = 0): boolean {
  if (given === undefined) return false;
  const actual = Buffer.from(given);
  let valid = false;
  for (const t of [tick, tick - 1]) {
    const expected = Buffer.from(nonceFor(secret, session, t));
    // Both ticks are always compared (no early return), so the time taken does not depend on which matched.
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) valid = true;
  }
  return valid;
}

/**
 * The session cookie's attributes: HttpOnly, SameSite=Lax, and Secure when the page was served over https (a
 * cookie sent in clear text could be read on the way). `https` is the request URL's scheme as the server saw it.
 */
export function sessionCookieOptions(https: boolean, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: https, maxAge: maxAgeSeconds } as const;
}

/**
 * The REST nonce: an HMAC of the nonce tick and the session (or of "guest"), so it changes whenever the session
 * does and expires as the tick moves on (see nonce.ts).
 */
export function nonceFor(secret: string, session: Session | null, tick = 0): string {
  return createHmac('sha256', secret)
    .update(`wp_rest|${tick}|${session ? session.idHash : 'guest'}`)
    .digest('hex')
    .slice(0, 10);
}

export function getNonceSecret(db: Database): string {
  const row = stmt(db, "SELECT value FROM meta WHERE key = 'nonce_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('hex');
  stmt(db, "INSERT INTO meta (key, value) VALUES ('nonce_secret', ?)").run(secret);
  return secret;
}
