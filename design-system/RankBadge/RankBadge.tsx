import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Badge } from '../Badge/Badge';
import { medalFor, medalLabel } from './model';

export interface RankBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Leaderboard place, 1-based. Only 1, 2 and 3 get a badge. */
  rank: number;
}

/** '1st Place', '2nd Place' or '3rd Place': a Badge in the gold, silver or bronze tone; nothing for any other rank. */
export const RankBadge = forwardRef<HTMLSpanElement, RankBadgeProps>(function RankBadge({ rank, ...rest }, ref) {
  const medal = medalFor(rank);
  if (medal === null) return null;
  return (
    <Badge ref={ref} tone={medal} data-medal={medal} {...rest}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor">
        <path d="M8 1.5l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.3l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />
      </svg>
      {medalLabel(medal)}
    </Badge>
  );
});
