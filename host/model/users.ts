import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: string;
  pending_team_id: number | null;
}

/** SPEC section 3 "User info". */
export interface UserInfo {
  firstName: string;
  lastName: string;
  email: string;
}

export function findUserByHandle(db: Db, handle: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE email = ? OR username = ? LIMIT 1').get(handle, handle) as
    | UserRow
    | undefined;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function userInfo(user: { first_name: string; last_name: string; email: string }): UserInfo {
  return { firstName: user.first_name, lastName: user.last_name, email: user.email };
}

export function isAdministrator(user: { role: string } | null | undefined): boolean {
  return user?.role === 'administrator';
}

/** A unique username derived from the email's local part. */
export function uniqueUsername(db: Db, email: string): string {
  const base =
    (email.split('@')[0] ?? 'user')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'user';
  let name = base;
  for (let n = 2; stmt(db, 'SELECT 1 FROM users WHERE username = ?').get(name); n++) name = `${base}${n}`;
  return name;
}

export function createUser(
  db: Db,
  fields: { email: string; firstName: string; lastName: string; passwordHash: string; pendingTeamId?: number | null },
): number {
  const result = stmt(
    db,
    `INSERT INTO users (email, username, first_name, last_name, password_hash, role, pending_team_id, created_at)
     VALUES (?, ?, ?, ?, ?, 'subscriber', ?, ?)`,
  ).run(
    fields.email,
    uniqueUsername(db, fields.email),
    fields.firstName,
    fields.lastName,
    fields.passwordHash,
    fields.pendingTeamId ?? null,
    Date.now(),
  );
  return Number(result.lastInsertRowid);
}
