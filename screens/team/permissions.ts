import type { Auth, Team } from '../api/entities';

/**
 * SPEC 6: the captain (auth.user_id equals captain_user_id) sees 'Edit team' and may edit the team; nobody
 * logged in never is. The server refuses others too.
 */
export function isTeamCaptain(auth: Pick<Auth, 'user_id'>, team: Pick<Team, 'captain_user_id'>): boolean {
  return auth.user_id > 0 && auth.user_id === team.captain_user_id;
}

/** SPEC 2: 'Join Team' only when the team is public. */
export function canOfferJoin(team: Pick<Team, 'access'>): boolean {
  return team.access === 'public';
}

/**
 * What the support card says about joining: its captain and its members are told they belong (asking them to
 * join their own team helps nobody); others get Join Team on a public team, the invitation-only line otherwise.
 * Membership comes from auth.team_id, an optional field: a host without it still spots the captain.
 */
export type JoinOffer = 'captain' | 'member' | 'join' | 'closed';

export function joinOffer(auth: Auth, team: Pick<Team, 'id' | 'captain_user_id' | 'access'>): JoinOffer {
  if (isTeamCaptain(auth, team)) return 'captain';
  if (auth.fundraiser_id > 0 && auth.team_id !== undefined && auth.team_id > 0 && auth.team_id === team.id)
    return 'member';
  return canOfferJoin(team) ? 'join' : 'closed';
}

/** Pending only when the host says so; a host that sends no is_approved shows approved teams only. */
export function isTeamPending(team: Pick<Team, 'is_approved'>): boolean {
  return team.is_approved === false;
}
