import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import type { UserRow } from './users.ts';

/** As WordPress's password_reset_expiration default (DAY_IN_SECONDS). */
export const RESET_KEY_TTL_MS = 24 * 3600 * 1000;

export interface ResetKeyRow {
  key_hash: string;
  user_id: number;
  campaign_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Why a key cannot be used: unknown or for another login, past its day, or already spent. */
export type ResetKeyProblem = 'invalid' | 'expired' | 'used';

export type ResetKeyCheck = { ok: true; user: UserRow; row: ResetKeyRow } | { ok: false; problem: ResetKeyProblem };

/** Only the key's hash is stored, so the database alone cannot reset anyone's password. */
const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * A new single-use key for the user (20 characters like WordPress's, from 120 random bits). Earlier keys the
 * user has not used stop working, as WordPress keeps only the newest user_activation_key.
 */
export function createResetKey(db: Db, userId: number, campaignId: number, now = Date.now()): string {
  const key = randomBytes(15).toString('base64url');
  db.transaction(() => {
    stmt(db, 'DELETE FROM password_resets WHERE user_id = ? AND used_at IS NULL').run(userId);
    stmt(
      db,
      'INSERT INTO password_resets (key_hash, user_id, campaign_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(hashKey(key), userId, campaignId, now, now + RESET_KEY_TTL_MS);
  })();
  return key;
}

/** Checks a key from a mailed link against the login it names (email or username, as WordPress's `login`). */
export function checkResetKey(db: Db, login: string, key: string, now = Date.now()): ResetKeyCheck {
  if (!key || key.length > 100 || !login || login.length > 254) return { ok: false, problem: 'invalid' };
  const row = stmt(db, 'SELECT * FROM password_resets WHERE key_hash = ?').get(hashKey(key)) as ResetKeyRow | undefined;
  const user = row
    ? (stmt(db, 'SELECT * FROM users WHERE id = ? AND (username = ? OR email = ?)').get(row.user_id, login, login) as
        | UserRow
        | undefined)
    : undefined;
  if (!row || !user) return { ok: false, problem: 'invalid' };
  if (row.used_at !== null) return { ok: false, problem: 'used' };
  if (row.expires_at <= now) return { ok: false, problem: 'expired' };
  return { ok: true, user, row };
}

/**
 * Sets the new password and spends the key in one transaction; every session of the user ends (whoever knew
 * the old password is signed out). Returns false when the key was spent in the meantime.
 */
export function spendResetKey(db: Db, row: ResetKeyRow, passwordHash: string, now = Date.now()): boolean {
  return db.transaction(() => {
    const spent = stmt(db, 'UPDATE password_resets SET used_at = ? WHERE key_hash = ? AND used_at IS NULL').run(
      now,
      row.key_hash,
    );
    if (spent.changes !== 1) return false;
    stmt(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, row.user_id);
    stmt(db, 'DELETE FROM sessions WHERE user_id = ?').run(row.user_id);
    return true;
  })();
}

/** Test hook: every unused key is past its expiry. */
export function expireResetKeys(db: Db, now = Date.now()): number {
  return stmt(db, 'UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL').run(now - 1).changes;
}
