import { _n, __, sprintf, formatNumber, ltr } from '../../../design-system';
import { GET_TEAMS } from '../api/getTeams';
import { updateTeamApproval } from '../api/updateTeamApproval';
import { type ApprovalConfig, useApproval } from '../app/useApproval';

/** Every cached page of get-teams: a status change moves teams between filters, counts and pages. */
export function isTeamsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAMS;
}

const teamApproval: ApprovalConfig = {
  write: updateTeamApproval,
  isListKey: isTeamsKey,
  describe(status, names, updated) {
    if (updated === 0) return __('No team changed: the selected teams already had that status.');
    const [only] = names;
    if (names.length === 1 && updated === 1 && only !== undefined) {
      return status === 'active'
        ? sprintf(/* translators: %s: team name */ __('Team “%s” approved.'), only)
        : sprintf(/* translators: %s: team name */ __('Team “%s” denied.'), only);
    }
    return status === 'active'
      ? sprintf(
          /* translators: %s: number of teams approved */ _n('%s team approved', '%s teams approved', updated),
          ltr(formatNumber(updated)),
        )
      : sprintf(
          /* translators: %s: number of teams denied */ _n('%s team denied', '%s teams denied', updated),
          ltr(formatNumber(updated)),
        );
  },
  failure: () => __('The teams could not be updated. Please try again.'),
};

/** Approves or denies teams, with the flash message and the list refresh of useApproval. */
export function useTeamApproval() {
  return useApproval(teamApproval);
}
