import { sprintf } from '@wordpress/i18n';
import { stmt } from '../db/stmt.ts';
import { callText } from '../i18n/siteText.ts';
import { getCampaign, titleText, type CampaignRow } from '../model/campaign.ts';
import { mailInvite } from '../model/invitations.ts';
import { sendMail } from '../model/outbox.ts';
import { openInvitations, teamDashboard } from '../model/teamDashboard.ts';
import { getTeam, type TeamRow } from '../model/teams.ts';
import { isoTime, toolNow } from '../model/toolTimes.ts';
import { requireUser, type ApiCall, type ApiRoute } from './call.ts';
import { ApiError } from './errors.ts';
import { HOUR_MS, idOf } from './tools-common.ts';

/*
 * The captain's calls of the fundraising-tools extension (docs/fundraising-tools.md): the team dashboard, a
 * reminder to a member, an invitation mailed again, a member removed. Only the team's captain may make them; what a
 * removal does is the host's decision.
 */

export const REMINDER_MESSAGE_MAX = 2_000;
export const REMINDER_INTERVAL_MS = 24 * HOUR_MS;
export const RESEND_INTERVAL_MS = HOUR_MS;

/** The team of team_id, which the caller must captain: 404 unknown_team, 403 not_captain. */
function captainsTeam(call: ApiCall): { team: TeamRow; campaign: CampaignRow } {
  const user = requireUser(call);
  const text = callText(call);
  const teamId = idOf(call.input.team_id ?? call.input.teamId);
  const team = teamId === null ? undefined : getTeam(call.host.db, teamId);
  const campaign = team ? getCampaign(call.host.db, team.campaign_id) : undefined;
  if (!team || !campaign) throw new ApiError(404, 'unknown_team', text.__('This team does not exist.'));
  if (team.captain_user_id !== user.id) {
    throw new ApiError(403, 'not_captain', text.__('Only the team captain can do that.'));
  }
  return { team, campaign };
}

interface MemberRow {
  id: number;
  user_id: number;
  name: string;
  email: string;
}

/** A fundraiser of the team other than its captain: 404 unknown_member, 409 is_captain. */
function teamMember(call: ApiCall, team: TeamRow): MemberRow {
  const text = callText(call);
  const fundraiserId = idOf(call.input.fundraiser_id ?? call.input.fundraiserId);
  const member =
    fundraiserId === null
      ? undefined
      : (stmt(
          call.host.db,
          `SELECT f.id, f.user_id, f.name, u.email FROM fundraisers f JOIN users u ON u.id = f.user_id
            WHERE f.id = ? AND f.team_id = ?`,
        ).get(fundraiserId, team.id) as MemberRow | undefined);
  if (!member) throw new ApiError(404, 'unknown_member', text.__('This fundraiser is not a member of your team.'));
  if (member.user_id === team.captain_user_id) {
    throw new ApiError(
      409,
      'is_captain',
      text.__('You are the captain of this team. An administrator can change the captain.'),
    );
  }
  return member;
}

const getDashboard: ApiRoute = {
  method: 'GET',
  handler(call) {
    const { team, campaign } = captainsTeam(call);
    return { data: teamDashboard(call.host, campaign, team, call.origin) };
  },
};

const remindMember: ApiRoute = {
  method: 'POST',
  handler(call) {
    const { team, campaign } = captainsTeam(call);
    const member = teamMember(call, team);
    const text = callText(call);
    const raw = call.input.message ?? '';
    const message = typeof raw === 'string' ? raw.trim() : null;
    if (message === null || message.length > REMINDER_MESSAGE_MAX) {
      throw new ApiError(
        422,
        'invalid_message',
        // translators: %d: the longest reminder allowed, in characters
        sprintf(text.__('Keep the reminder to %d characters or fewer.'), REMINDER_MESSAGE_MAX),
      );
    }
    const { db } = call.host;
    const now = toolNow(call.host);
    const last = stmt(
      db,
      'SELECT MAX(created_at) AS at FROM team_reminders WHERE fundraiser_id = ? AND team_id = ?',
    ).get(member.id, team.id) as { at: number | null };
    if (last.at !== null && now - last.at < REMINDER_INTERVAL_MS) {
      const hours = Math.max(1, Math.ceil((last.at + REMINDER_INTERVAL_MS - now) / HOUR_MS));
      throw new ApiError(
        429,
        'recently_reminded',
        sprintf(
          // translators: 1: the member's name, 2: whole hours until the next reminder may be sent
          text._n(
            '%1$s was reminded less than a day ago. You can send the next reminder in %2$d hour.',
            '%1$s was reminded less than a day ago. You can send the next reminder in %2$d hours.',
            hours,
          ),
          member.name,
          hours,
        ),
      );
    }
    const title = titleText(campaign.campaign_title);
    const captain = stmt(db, 'SELECT first_name, last_name FROM users WHERE id = ?').get(team.captain_user_id) as
      | { first_name: string; last_name: string }
      | undefined;
    const captainName = captain ? `${captain.first_name} ${captain.last_name}`.trim() : team.name;
    const base = `${call.origin}${campaign.base_url}`;
    const words =
      message ||
      `Every share and every ask helps ${team.name} reach its goal. A short message to a few friends today could bring your next gift.`;
    db.transaction(() => {
      sendMail(db, {
        kind: 'team-reminder',
        to_email: member.email,
        from_name: captainName,
        subject: `[${title}] A note from ${captainName}, your team captain`,
        body: `${words}\n\nYour page: ${base}/fundraiser/${member.id}/\nMy fundraising: ${base}/my-fundraising/`,
      });
      stmt(db, 'INSERT INTO team_reminders (fundraiser_id, team_id, created_at) VALUES (?, ?, ?)').run(
        member.id,
        team.id,
        now,
      );
    })();
    return { data: { reminded_at: isoTime(call.host, now) } };
  },
};

const resendInvitation: ApiRoute = {
  method: 'POST',
  handler(call) {
    const { team, campaign } = captainsTeam(call);
    const text = callText(call);
    const { db } = call.host;
    const invitationId = idOf(call.input.invitation_id ?? call.input.invitationId);
    const invite =
      invitationId === null
        ? undefined
        : (stmt(db, 'SELECT id, email, used_at, resent_at FROM team_invites WHERE id = ? AND team_id = ?').get(
            invitationId,
            team.id,
          ) as { id: number; email: string; used_at: number | null; resent_at: number | null } | undefined);
    if (!invite) throw new ApiError(404, 'unknown_invitation', text.__('This invitation does not exist.'));
    if (!openInvitations(call.host, team.id).some((open) => open.id === invite.id)) {
      throw new ApiError(409, 'invitation_used', text.__('Someone has already joined with this invitation.'));
    }
    if (team.status !== 'active') {
      throw new ApiError(
        409,
        'team_not_approved',
        text.__('Your team is waiting for approval. Its invitations are sent when it is approved.'),
      );
    }
    const now = toolNow(call.host);
    if (invite.resent_at !== null && now - invite.resent_at < RESEND_INTERVAL_MS) {
      throw new ApiError(
        429,
        'recently_sent',
        text.__('This invitation was sent again less than an hour ago. Please try again later.'),
      );
    }
    db.transaction(() => {
      // A fresh token: the link in any earlier mail of this invitation stops working.
      mailInvite(db, campaign, team, invite, call.origin);
      stmt(db, 'UPDATE team_invites SET sent_at = ?, resent_at = ? WHERE id = ?').run(now, now, invite.id);
    })();
    return { data: { sent_at: isoTime(call.host, now) } };
  },
};

const removeMember: ApiRoute = {
  method: 'POST',
  handler(call) {
    const { team } = captainsTeam(call);
    const member = teamMember(call, team);
    // The member goes on alone: their gifts stay on their page and leave the team total (totals.ts counts the
    // gifts of current members only); donations.team_id keeps the team of the day, as it always has.
    stmt(call.host.db, 'UPDATE fundraisers SET team_id = NULL WHERE id = ?').run(member.id);
    return { data: { strategy: 'individual' } };
  },
};

export const teamToolRoutes: Record<string, ApiRoute> = {
  'get-team-dashboard': getDashboard,
  'remind-team-member': remindMember,
  'resend-team-invitation': resendInvitation,
  'remove-team-member': removeMember,
};
