import type { SessionUser } from '../auth/session.ts';
import { fundraiserOfUser, type FundraiserRow } from '../model/fundraisers.ts';
import { getTeam, teamCaptainedBy, type TeamRow } from '../model/teams.ts';
import type { ApiCall } from './call.ts';
import { ApiError, notFound } from './errors.ts';

/** A team a new member may join: of this campaign, approved and public. */
export function joinableTeam(call: ApiCall, campaignId: number, teamId: number): TeamRow {
  const team = getTeam(call.host.db, teamId);
  if (!team || team.campaign_id !== campaignId || team.status !== 'active') throw notFound('team');
  if (team.access !== 'public') {
    throw new ApiError(403, 'p2p_team_private', 'This team is invite only. Ask the team captain for an invitation.');
  }
  return team;
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
