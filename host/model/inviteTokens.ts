import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';

/*
 * Private ('Closed') teams are invite only: each mailed invitation carries a single-use token for the address
 * it was sent to. Only the token's sha256 is stored. Whoever joins with it must use that address (registering
 * or signed in); the token is spent when it binds a user to the team.
 */

export type InviteProblem = 'missing' | 'invalid' | 'used' | 'email';

export const INVITE_PROBLEMS: Record<InviteProblem, string> = {
  missing: 'This team is invite only. Ask the team captain for an invitation.',
  invalid: 'This invitation link is not valid for this team. Ask the team captain for a new invitation.',
  used: 'This invitation has already been used. Ask the team captain for a new invitation.',
  email:
    'This invitation was sent to another email address. Register or sign in with the address the invitation was sent to.',
};

export interface InviteRow {
  id: number;
  team_id: number;
  email: string;
  used_at: number | null;
  used_by: number | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token for a stored invitation (replacing any earlier one); returns the token for the mailed link. */
export function issueInviteToken(db: Db, inviteId: number): string {
  const token = randomBytes(18).toString('base64url');
  stmt(db, 'UPDATE team_invites SET token_hash = ? WHERE id = ?').run(hashToken(token), inviteId);
  return token;
}

/** The invitation a token opens for this team and address, or why it does not. */
export function checkInvite(
  db: Db,
  teamId: number,
  token: string | undefined,
  email: string,
): { ok: true; invite: InviteRow } | { ok: false; problem: InviteProblem } {
  if (!token) return { ok: false, problem: 'missing' };
  if (token.length > 100) return { ok: false, problem: 'invalid' };
  const invite = stmt(db, 'SELECT id, team_id, email, used_at, used_by FROM team_invites WHERE token_hash = ?').get(
    hashToken(token),
  ) as InviteRow | undefined;
  if (!invite || invite.team_id !== teamId) return { ok: false, problem: 'invalid' };
  if (invite.used_at !== null) return { ok: false, problem: 'used' };
  if (invite.email.toLowerCase() !== email.trim().toLowerCase()) return { ok: false, problem: 'email' };
  return { ok: true, invite };
}

/** Spends the invitation for this user; false when it was spent in the meantime. */
export function spendInvite(db: Db, inviteId: number, userId: number, now = Date.now()): boolean {
  return (
    stmt(db, 'UPDATE team_invites SET used_at = ?, used_by = ? WHERE id = ? AND used_at IS NULL').run(
      now,
      userId,
      inviteId,
    ).changes === 1
  );
}

/** Whether this user spent an invitation of this team (registered to join it; the profile then joins it). */
export function joinedByInvite(db: Db, teamId: number, userId: number): boolean {
  return stmt(db, 'SELECT 1 FROM team_invites WHERE team_id = ? AND used_by = ?').get(teamId, userId) !== undefined;
}
