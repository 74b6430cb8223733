import { __, ltr, sprintf } from '../../design-system';

/** The count line of every list of teams (leaderboard and team finder): one message for translators. */
export const showingTeams = (from: string, to: string, total: string): string =>
  sprintf(
    /* translators: 1: first shown, 2: last shown, 3: number of teams (numbers in the site's locale, 1,234) */ __(
      'Showing %1$s - %2$s of %3$s Total Teams',
    ),
    ltr(from),
    ltr(to),
    ltr(total),
  );
