import { _n, __, sprintf } from '../../../design-system';
import { GET_TEAM_FUNDRAISERS } from '../api/getTeamFundraisers';
import { updateFundraiserApproval } from '../api/updateFundraiserApproval';
import type { ApprovalConfig } from '../app/useApproval';

export type { ApprovalStatus } from '../api/adminList';

/** Every cached page of get-team-fundraisers: a status or a deletion moves fundraisers between filters and pages. */
export function isFundraisersKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAM_FUNDRAISERS;
}

/** Approves or denies fundraisers (useApproval, through useAdminList), in the fundraisers' words. */
export const fundraiserApproval: ApprovalConfig = {
  write: updateFundraiserApproval,
  isListKey: isFundraisersKey,
  messages: {
    unchanged: () => __('No fundraiser changed: they already had that status.'),
    approvedOne: (name) => sprintf(/* translators: %s: fundraiser name */ __('Fundraiser “%s” approved.'), name),
    deniedOne: (name) => sprintf(/* translators: %s: fundraiser name */ __('Fundraiser “%s” denied.'), name),
    approvedMany: (updated, count) =>
      sprintf(
        /* translators: %s: number of fundraisers approved */ _n(
          '%s fundraiser approved.',
          '%s fundraisers approved.',
          updated,
        ),
        count,
      ),
    deniedMany: (updated, count) =>
      sprintf(
        /* translators: %s: number of fundraisers denied */ _n(
          '%s fundraiser denied.',
          '%s fundraisers denied.',
          updated,
        ),
        count,
      ),
    failure: () => __('The fundraisers could not be updated. Please try again.'),
  },
};
