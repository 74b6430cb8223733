import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';

export interface Mail {
  id: number;
  kind: 'password-reset' | 'team-invitation' | 'donation' | 'approval' | string;
  to_email: string;
  subject: string;
  body: string;
  created_at: number;
}

export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'created_at'>): number {
  const result = stmt(db, 'INSERT INTO outbox (kind, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.kind,
    mail.to_email,
    mail.subject,
    mail.body,
    Date.now(),
  );
  return Number(result.lastInsertRowid);
}

/** Newest first. */
export function listMail(db: Db, limit = 200): Mail[] {
  return stmt(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as Mail[];
}
