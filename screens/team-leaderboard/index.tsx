import { __, sprintf } from '../../design-system';
import { teamsSearchSource } from '../api/getCampaignTeamsSearch';
import { paths } from '../app/paths';
import { Leaderboard, type LeaderboardConfig } from '../leaderboard/Leaderboard';

function teamLeaderboardConfig(): LeaderboardConfig {
  return {
    title: __('Team Leaderboard'),
    searchLabel: __('Search teams'),
    listLabel: __('Teams'),
    showing: (from, to, total) =>
      sprintf(
        /* translators: 1: first shown, 2: last shown, 3: number of teams (numbers in the site's locale, 1,234) */ __(
          'Showing %1$s - %2$s of %3$s Total Teams',
        ),
        from,
        to,
        total,
      ),
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
