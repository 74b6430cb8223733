import { __ } from '../../design-system';
import { teamsSearchSource } from '../api/getCampaignTeamsSearch';
import { paths } from '../app/paths';
import { showingTeams } from './showingTeams';
import type { LeaderboardConfig } from './Leaderboard';

/**
 * The team finder of /register/teams/ and /select-team/: the leaderboard machinery over public teams only
 * (closed teams cannot be joined), each card leading to the team's join page, no ranks.
 * `createTeamPath` is where 'Create Team' leads when there is no team yet: registration for a visitor,
 * the create-team form for a fundraiser who already has a profile.
 */
export function teamFinderConfig(createTeamPath: string): LeaderboardConfig {
  return {
    title: __('Find a team to join'),
    description: __('Search for your team by name, then join it.'),
    searchLabel: __('Search teams'),
    listLabel: __('Teams'),
    showing: showingTeams,
    loadError: __('Something went wrong while loading campaign teams.'),
    empty: { message: __('Be the first to create a team!'), actionLabel: __('Create Team'), to: createTeamPath },
    viewLabel: __('Join Team'),
    itemPath: paths.teamJoin,
    rankBadges: false,
    results: teamsSearchSource({ showClosedTeams: false }),
  };
}
