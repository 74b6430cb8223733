import { __, ltr, sprintf } from '../../design-system';
import { fundraisersSearchSource } from '../api/getCampaignFundraisersSearch';
import { paths } from '../app/paths';
import { Leaderboard, type LeaderboardConfig } from '../leaderboard/Leaderboard';

function fundraiserLeaderboardConfig(): LeaderboardConfig {
  return {
    title: __('Fundraiser Leaderboard'),
    searchLabel: __('Search fundraisers'),
    listLabel: __('Fundraisers'),
    showing: (from, to, total) =>
      sprintf(
        /* translators: 1: first shown, 2: last shown, 3: number of fundraisers (numbers in the site's locale, 1,234) */ __(
          'Showing %1$s - %2$s of %3$s Total Fundraisers',
        ),
        ltr(from),
        ltr(to),
        ltr(total),
      ),
    loadError: __('Something went wrong while loading campaign fundraisers.'),
    empty: {
      message: __('Be the first to join as a fundraiser!'),
      actionLabel: __('Start Fundraising'),
      to: paths.register(),
    },
    viewLabel: __('View Profile'),
    itemPath: paths.fundraiser,
    rankBadges: true,
    backToCampaign: true,
    results: fundraisersSearchSource,
  };
}

/** /fundraiser-leaderboard/: every approved fundraiser of the campaign by amount raised, 9 a page, searchable. */
export default function FundraiserLeaderboardPage() {
  return <Leaderboard config={fundraiserLeaderboardConfig()} />;
}
