import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withClassName } from '../classNames';
import { __ } from '../i18n';
import { Progress } from '../Progress/Progress';
import { StatGroup, type StatItem } from '../StatGroup/StatGroup';
import { changed } from '../StatGroup/StatGroup.css';
import {
  actions as actionsClass,
  caption as captionClass,
  headline,
  raised as raisedClass,
  reached,
  summary,
} from './GoalSummary.css';

export interface GoalSummaryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The amount raised, usually a `<Money>`: the headline figure. */
  raised: ReactNode;
  /** The line under it, e.g. 'raised of $2,500 goal' (the screen composes and translates it). */
  caption: ReactNode;
  /** Percentage of the goal reached, for the bar. */
  percent: number;
  /** The amount raised just changed (live totals): it is highlighted a moment. */
  raisedChanged?: boolean | undefined;
  /** What the bar measures, for screen readers. */
  progressLabel: string;
  /** The smaller figures under the bar (donations, donors, average…). */
  stats?: StatItem[] | undefined;
  /** Names the whole summary (amount, goal, bar and figures) as a group for screen readers, e.g. 'Team statistics'. */
  statsLabel?: string | undefined;
  /** The calls to action under the figures (Donate first). */
  children?: ReactNode | undefined;
}

/**
 * What a visitor decides on: the amount raised in large type, the goal, the bar, a row of smaller figures
 * and the calls to action right under them, so Donate sits beside the numbers that make the case.
 */
export const GoalSummary = forwardRef<HTMLDivElement, GoalSummaryProps>(function GoalSummary(
  { raised, caption, percent, raisedChanged, progressLabel, stats, statsLabel, children, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      {...(statsLabel ? { role: 'group', 'aria-label': statsLabel } : {})}
      className={withClassName(summary, className)}
      {...rest}
    >
      <p className={headline}>
        <span className={raisedChanged ? `${raisedClass} ${changed}` : raisedClass}>{raised}</span>
        <span className={captionClass}>{caption}</span>
      </p>
      {/* Issue 15: a reached goal says so, beside a full bar styled as done (Progress), not a bar stuck at 100 %. */}
      {percent >= 100 ? (
        <span className={reached}>
          {
            /* translators: a badge beside the progress bar once the amount raised has met the goal */ __(
              'Goal reached',
            )
          }
        </span>
      ) : null}
      <Progress value={percent} label={progressLabel} />
      {stats && stats.length > 0 ? <StatGroup items={stats} size="small" /> : null}
      {children ? <div className={actionsClass}>{children}</div> : null}
    </div>
  );
});
