import { forwardRef, type ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { statusTone, type Status } from './model';

export type { Status };

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** Picks the colour: active green, pending amber, denied red, inactive grey, draft blue. */
  status: Status;
  /** The text, usually the server's label for the status ('Pending Approval'). */
  label: ReactNode;
}

/** A Badge for a campaign, team or fundraiser status; the label carries the meaning, the colour helps. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { status, label, ...rest },
  ref,
) {
  return (
    <Badge ref={ref} tone={statusTone(status)} data-status={status} {...rest}>
      {label}
    </Badge>
  );
});
