import { forwardRef, type HTMLAttributes } from 'react';
import { withClassName } from '../classNames';
import { badge, type BadgeTone } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour family; `gold`, `silver` and `bronze` are for leaderboard places. Defaults to `neutral`. */
  tone?: BadgeTone | undefined;
}

/** A small pill label ('Pending Approval', 'Closed', 'Captain'). The text carries the meaning, not the colour. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, className, ...rest }, ref) {
  const classes = withClassName(badge({ tone }), className);
  return <span ref={ref} className={classes} {...rest} />;
});

export type { BadgeTone };
