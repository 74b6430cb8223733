import { __ } from '../../design-system';
import { teamsSearchSource } from '../api/getCampaignTeamsSearch';
import { paths } from '../app/paths';
import { showingTeams } from '../leaderboard/showingTeams';
import { Leaderboard, type LeaderboardConfig } from '../leaderboard/Leaderboard';

function teamLeaderboardConfig(): LeaderboardConfig {
  return {
    title: __('Team Leaderboard'),
    searchLabel: __('Search teams'),
    listLabel: __('Teams'),
    showing: showingTeams,
    loadError: __('Something went wrong while loading campaign teams.'),
    empty: {
      message: __('Be the first to create a team!'),
      actionLabel: __('Create Team'),
      to: paths.registerCaptain(),
    },
    viewLabel: __('View Team'),
    itemPath: paths.team,
    rankBadges: true,
    backToCampaign: true,
    // SPEC 2: the leaderboard lists closed (private) teams too.
    results: teamsSearchSource({ showClosedTeams: true }),
  };
}

/** /team-leaderboard/: every team of the campaign by amount raised, 9 a page, searchable. */
export default function TeamLeaderboardPage() {
  return <Leaderboard config={teamLeaderboardConfig()} />;
}
