import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Progress } from '../Progress/Progress';
import { StatGroup, type StatItem } from '../StatGroup/StatGroup';
import {
  actions as actionsClass,
  caption as captionClass,
  headline,
  raised as raisedClass,
  summary,
} from './GoalSummary.css';

export interface GoalSummaryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The amount raised, usually a `<Money>`: the headline figure. */
  raised: ReactNode;
  /** The line under it, e.g. 'raised of $2,500 goal' (the screen composes and translates it). */
  caption: ReactNode;
  /** Percentage of the goal reached, for the bar. */
  percent: number;
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
  { raised, caption, percent, progressLabel, stats, statsLabel, children, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      {...(statsLabel ? { role: 'group', 'aria-label': statsLabel } : {})}
      className={className ? `${summary} ${className}` : summary}
      {...rest}
    >
      <p className={headline}>
        <span className={raisedClass}>{raised}</span>
        <span className={captionClass}>{caption}</span>
      </p>
      <Progress value={percent} label={progressLabel} />
      {stats && stats.length > 0 ? <StatGroup items={stats} size="small" /> : null}
      {children ? <div className={actionsClass}>{children}</div> : null}
    </div>
  );
});
