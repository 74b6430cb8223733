import type { FundraiserInfo } from '../api/getFundraiserInfo';

export type ApprovalState = 'approved' | 'pending';

/** What the status page shows, decided from the fundraiser-info answer alone (SPEC 2, start fundraising status). */
export interface StatusView {
  /** The fundraiser is approved: the 'ready' headline. */
  ready: boolean;
  profile: ApprovalState;
  /** null without a team: the page offers a 'Join a team' card instead. */
  team: ApprovalState | null;
}

export function statusView({ fundraiser, team }: FundraiserInfo): StatusView {
  return {
    ready: fundraiser.is_approved,
    profile: fundraiser.is_approved ? 'approved' : 'pending',
    team: team ? (team.is_approved ? 'approved' : 'pending') : null,
  };
}
