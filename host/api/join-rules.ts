import type { SessionUser } from '../auth/session.ts';
import { fundraiserOfUser, type FundraiserRow } from '../model/fundraisers.ts';
import { getTeam, teamCaptainedBy, type TeamRow } from '../model/teams.ts';
import { checkInvite, INVITE_PROBLEMS, spendInvite } from '../model/inviteTokens.ts';
import type { ApiCall } from './call.ts';
import { ApiError, notFound } from './errors.ts';

export interface JoinableTeam {
  team: TeamRow;
  /** The invitation that opens a closed team (spend it when the user is bound to the team); null for a public one. */
  inviteId: number | null;
}

/**
 * A team a new member may join: of this campaign and approved; a closed (private) team only with a valid,
 * unused invitation token (`invite` parameter) sent to `email`, the address of whoever joins.
 */
export function joinableTeam(call: ApiCall, campaignId: number, teamId: number, email: string): JoinableTeam {
  const team = getTeam(call.host.db, teamId);
  if (!team || team.campaign_id !== campaignId || team.status !== 'active') throw notFound('team');
  if (team.access === 'public') return { team, inviteId: null };
  const token = typeof call.input.invite === 'string' ? call.input.invite : undefined;
  const check = checkInvite(call.host.db, team.id, token, email);
  if (!check.ok) throw new ApiError(403, 'p2p_team_private', INVITE_PROBLEMS[check.problem]);
  return { team, inviteId: check.invite.id };
}

/** Binds the invitation to the user in the same transaction as the join (a second use is refused). */
export function spendJoinInvite(call: ApiCall, joinable: JoinableTeam, userId: number): void {
  if (joinable.inviteId !== null && !spendInvite(call.host.db, joinable.inviteId, userId)) {
    throw new ApiError(403, 'p2p_team_private', INVITE_PROBLEMS.used);
  }
}

/** The caller's fundraiser, which must exist and not be in a team (nor captain one) to join a team. */
export function fundraiserFreeToJoin(call: ApiCall, campaignId: number, user: SessionUser): FundraiserRow {
  const fundraiser = fundraiserOfUser(call.host.db, campaignId, user.id);
  if (!fundraiser) {
    throw new ApiError(403, 'p2p_cannot_join_team', 'You need a fundraiser profile before you can join a team.');
  }
  if (fundraiser.team_id !== null || teamCaptainedBy(call.host.db, campaignId, user.id)) {
    throw new ApiError(403, 'p2p_cannot_join_team', 'You are already a member of a team.');
  }
  return fundraiser;
}
