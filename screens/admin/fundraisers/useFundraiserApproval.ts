import { _n, __, sprintf, formatNumber, ltr } from '../../../design-system';
import { GET_TEAM_FUNDRAISERS } from '../api/getTeamFundraisers';
import { updateFundraiserApproval } from '../api/updateFundraiserApproval';
import { type ApprovalConfig, useApproval } from '../app/useApproval';

export type { ApprovalStatus } from '../api/adminList';

/** Every cached page of get-team-fundraisers: a status or a deletion moves fundraisers between filters and pages. */
export function isFundraisersKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAM_FUNDRAISERS;
}

const fundraiserApproval: ApprovalConfig = {
  write: updateFundraiserApproval,
  isListKey: isFundraisersKey,
  describe(status, names, updated) {
    if (updated === 0) return __('No fundraiser changed: they already had that status.');
    const [only] = names;
    if (names.length === 1 && updated === 1 && only !== undefined) {
      return status === 'active'
        ? sprintf(/* translators: %s: fundraiser name */ __('Fundraiser “%s” approved.'), only)
        : sprintf(/* translators: %s: fundraiser name */ __('Fundraiser “%s” denied.'), only);
    }
    return status === 'active'
      ? sprintf(
          /* translators: %s: number of fundraisers approved */ _n(
            '%s fundraiser approved.',
            '%s fundraisers approved.',
            updated,
          ),
          ltr(formatNumber(updated)),
        )
      : sprintf(
          /* translators: %s: number of fundraisers denied */ _n(
            '%s fundraiser denied.',
            '%s fundraisers denied.',
            updated,
          ),
          ltr(formatNumber(updated)),
        );
  },
  failure: () => __('The fundraisers could not be updated. Please try again.'),
};

/** Approves or denies fundraisers, with the flash message and the list refresh of useApproval. */
export function useFundraiserApproval() {
  return useApproval(fundraiserApproval);
}
