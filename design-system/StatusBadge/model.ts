import type { BadgeTone } from '../Badge/Badge';

/** The statuses of campaigns (active, inactive, draft) and of teams and fundraisers (active, pending, denied). */
export const STATUSES = ['active', 'pending', 'denied', 'inactive', 'draft'] as const;
export type Status = (typeof STATUSES)[number];

const TONES: Record<Status, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  denied: 'danger',
  inactive: 'neutral',
  draft: 'info',
};

/** One colour per status; the label always carries the meaning too. */
export function statusTone(status: Status): BadgeTone {
  return TONES[status];
}
