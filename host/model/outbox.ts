import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';

export interface Mail {
  id: number;
  kind: 'password-reset' | 'team-invitation' | 'donation' | 'approval' | string;
  to_email: string;
  subject: string;
  body: string;
  /** The sender's name when it is not the site's (a fundraiser's thank-you); the address is always the site's. */
  from_name: string;
  created_at: number;
}

export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'created_at' | 'from_name'> & { from_name?: string }): number {
  const result = stmt(
    db,
    'INSERT INTO outbox (kind, to_email, subject, body, from_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(mail.kind, mail.to_email, mail.subject, mail.body, mail.from_name ?? '', Date.now());
  return Number(result.lastInsertRowid);
}

/** Newest first. */
export function listMail(db: Db, limit = 200): Mail[] {
  return stmt(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as Mail[];
}
