import type { Team } from '../api/entities';

/** Only the captain edits a team (SPEC 6: auth.user_id equals captain_user_id); the server refuses others too. */
export function isTeamCaptain(team: Pick<Team, 'captain_user_id'>, userId: number): boolean {
  return userId > 0 && team.captain_user_id === userId;
}
