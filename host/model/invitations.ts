import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { titleText, type CampaignRow } from './campaign.ts';
import { issueInviteToken } from './inviteTokens.ts';
import { sendMail } from './outbox.ts';
import type { TeamRow } from './teams.ts';

/*
 * Team invitations are stored first (team_invites, sent_at NULL) and mailed only while the team is approved:
 * an invitee of a pending or denied team would land on a page that answers 404. Approving a team mails what
 * was held.
 */

export interface InviteResult {
  sent: number;
  held: number;
}

/** Stores addresses (lower-cased, once per team); returns how many were new. */
export function storeInvites(db: Db, teamId: number, emails: readonly string[], now = Date.now()): number {
  const insert = stmt(db, 'INSERT OR IGNORE INTO team_invites (team_id, email, created_at) VALUES (?, ?, ?)');
  let added = 0;
  for (const address of emails) added += insert.run(teamId, address.toLowerCase(), now).changes;
  return added;
}

/** Who the invitation says it comes from: the captain, else the campaign (an administrator's team). */
function inviter(db: Db, team: TeamRow): string {
  if (team.captain_user_id === null) return '';
  const user = stmt(db, 'SELECT first_name, last_name FROM users WHERE id = ?').get(team.captain_user_id) as
    | { first_name: string; last_name: string }
    | undefined;
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** One invitation mailed now with a fresh single-use link (any earlier link of it stops working). */
export function mailInvite(
  db: Db,
  campaign: CampaignRow,
  team: TeamRow,
  invite: { id: number; email: string },
  origin: string,
): void {
  const title = titleText(campaign.campaign_title);
  const teamUrl = `${origin}${campaign.base_url}/team/${team.id}/`;
  const from = inviter(db, team);
  // Each link carries its invitation's single-use token (inviteTokens.ts): the way into a closed team.
  const link = `${teamUrl}?invite=${issueInviteToken(db, invite.id)}`;
  sendMail(db, {
    kind: 'team-invitation',
    to_email: invite.email,
    subject: from
      ? `[${title}] ${from} invited you to join ${team.name}`
      : `[${title}] You are invited to join ${team.name}`,
    body: `${from || 'The campaign'} invited you to fundraise with the team "${team.name}" for ${title}.\n\nJoin here: ${link}`,
  });
}

/**
 * Mails every stored invitation of the team not mailed yet, when the team is approved; otherwise they stay
 * held. `origin` makes the join link absolute; `now` is the host clock's time (sent_at, which the captain's
 * dashboard shows beside the gifts' times).
 */
export function mailPendingInvites(
  db: Db,
  campaign: CampaignRow,
  team: TeamRow,
  origin: string,
  now: number = Date.now(),
): InviteResult {
  const pending = stmt(db, 'SELECT id, email FROM team_invites WHERE team_id = ? AND sent_at IS NULL ORDER BY id').all(
    team.id,
  ) as Array<{ id: number; email: string }>;
  if (team.status !== 'active') return { sent: 0, held: pending.length };
  const markSent = stmt(db, 'UPDATE team_invites SET sent_at = ? WHERE id = ?');
  db.transaction(() => {
    for (const invite of pending) {
      mailInvite(db, campaign, team, invite, origin);
      markSent.run(now, invite.id);
    }
  })();
  return { sent: pending.length, held: 0 };
}

/** Invitations of one team: each address and whether it was mailed. */
export function listInvites(db: Db, teamId: number): Array<{ email: string; sent: boolean }> {
  const rows = stmt(db, 'SELECT email, sent_at FROM team_invites WHERE team_id = ? ORDER BY id').all(teamId) as Array<{
    email: string;
    sent_at: number | null;
  }>;
  return rows.map((r) => ({ email: r.email, sent: r.sent_at !== null }));
}

/** Invitations stored for a team since `since` (the per-team rate limit counts these). */
export function invitesSince(db: Db, teamId: number, since: number): number {
  return (
    stmt(db, 'SELECT COUNT(*) AS n FROM team_invites WHERE team_id = ? AND created_at >= ?').get(teamId, since) as {
      n: number;
    }
  ).n;
}

/**
 * The invitations nobody has joined with yet, held or sent: neither spent (inviteTokens.ts) nor for an address now
 * on the team. Ours, for the captain's edit page; the admin wizard lists every invitation (listInvites).
 */
export function openInvites(db: Db, teamId: number): Array<{ email: string; sent: boolean }> {
  const rows = stmt(
    db,
    `SELECT i.email, i.sent_at FROM team_invites i
      WHERE i.team_id = ? AND i.used_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM fundraisers f JOIN users u ON u.id = f.user_id
                         WHERE f.team_id = i.team_id AND u.email = i.email)
      ORDER BY i.id`,
  ).all(teamId) as Array<{ email: string; sent_at: number | null }>;
  return rows.map((r) => ({ email: r.email, sent: r.sent_at !== null }));
}

/** What the team object adds for its captain (and no one else): `invitations`, the open ones. */
export function captainsTeamExtras(
  db: Db,
  team: TeamRow,
  viewerId: number | undefined,
): { invitations?: Array<{ email: string; sent: boolean }> } {
  return viewerId !== undefined && viewerId === team.captain_user_id ? { invitations: openInvites(db, team.id) } : {};
}
