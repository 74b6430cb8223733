import type { Host } from '../context.ts';
import { stmt } from '../db/stmt.ts';
import type { CampaignRow } from './campaign.ts';
import { fromCents } from './money.ts';
import type { TeamRow } from './teams.ts';
import { isoTimeOrNull } from './toolTimes.ts';

/*
 * The answer of get-team-dashboard (docs/fundraising-tools.md), for the team's captain: every member, pending ones
 * too, and the invitations nobody has joined with yet.
 */

interface MemberDbRow {
  fundraiser_id: number;
  user_id: number;
  name: string;
  profile_image: string;
  goal: number;
  status: string;
  cents: number;
  last_gift_at: number | null;
  last_reminded_at: number | null;
}

export function teamMembers(host: Host, campaign: CampaignRow, team: TeamRow, origin: string) {
  const rows = stmt(
    host.db,
    `SELECT f.id AS fundraiser_id, f.user_id, f.name, f.profile_image, f.goal, f.status,
            (SELECT COALESCE(SUM(d.amount_cents), 0) FROM donations d WHERE d.fundraiser_id = f.id) AS cents,
            (SELECT MAX(d.created_at) FROM donations d WHERE d.fundraiser_id = f.id) AS last_gift_at,
            (SELECT MAX(r.created_at) FROM team_reminders r WHERE r.fundraiser_id = f.id AND r.team_id = f.team_id)
              AS last_reminded_at
       FROM fundraisers f WHERE f.team_id = ?`,
  ).all(team.id) as MemberDbRow[];
  const isCaptain = (row: MemberDbRow) => row.user_id === team.captain_user_id;
  // The captain first, then by raised, highest first (the older profile first on a tie).
  rows.sort(
    (a, b) => Number(isCaptain(b)) - Number(isCaptain(a)) || b.cents - a.cents || a.fundraiser_id - b.fundraiser_id,
  );
  return rows.map((row) => ({
    fundraiser_id: row.fundraiser_id,
    name: row.name,
    profile_image: row.profile_image,
    raised: fromCents(row.cents),
    goal: row.goal,
    last_gift_at: isoTimeOrNull(host, row.last_gift_at),
    is_captain: isCaptain(row),
    url: `${origin}${campaign.base_url}/fundraiser/${row.fundraiser_id}/`,
    status: row.status,
    last_reminded_at: isoTimeOrNull(host, row.last_reminded_at),
  }));
}

export interface OpenInvitation {
  id: number;
  email: string;
  sent_at: number | null;
}

/** Invitations not used yet: not spent, and no member of the team has the address (invitations.ts openInvites). */
export function openInvitations(host: Host, teamId: number): OpenInvitation[] {
  return stmt(
    host.db,
    `SELECT i.id, i.email, i.sent_at FROM team_invites i
      WHERE i.team_id = ? AND i.used_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM fundraisers f JOIN users u ON u.id = f.user_id
                         WHERE f.team_id = i.team_id AND u.email = i.email)
      ORDER BY i.id`,
  ).all(teamId) as OpenInvitation[];
}

export function teamDashboard(host: Host, campaign: CampaignRow, team: TeamRow, origin: string) {
  return {
    team: {
      id: team.id,
      name: team.name,
      goal: team.goal,
      raised: fromCents(team.raised_cents),
      status: team.status,
      url: `${origin}${campaign.base_url}/team/${team.id}/`,
    },
    members: teamMembers(host, campaign, team, origin),
    invitations: openInvitations(host, team.id).map((invite) => ({
      id: invite.id,
      email: invite.email,
      // Held while the team waits for approval (or was denied): approving it mails them.
      sent_at: isoTimeOrNull(host, invite.sent_at),
      status: invite.sent_at === null ? 'held' : 'sent',
    })),
  };
}
