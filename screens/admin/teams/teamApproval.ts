import { _n, __, formatNumber, ltr, sprintf } from '../../../design-system';
import { GET_TEAMS } from '../api/getTeams';
import { sendApprovedTeamInvitations, updateTeamApproval } from '../api/updateTeamApproval';
import type { ApprovalConfig } from '../app/useApproval';

/** Every cached page of get-teams: a status change moves teams between filters, counts and pages. */
export function isTeamsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAMS;
}

/** Approves or denies teams (useApproval, through useAdminList), in the teams' words. */
export const teamApproval: ApprovalConfig = {
  write: updateTeamApproval,
  isListKey: isTeamsKey,
  afterApprove: sendApprovedTeamInvitations,
  messages: {
    unchanged: () => __('No team changed: the selected teams already had that status.'),
    approvedOne: (name) => sprintf(/* translators: %s: team name */ __('Team “%s” approved.'), name),
    deniedOne: (name) => sprintf(/* translators: %s: team name */ __('Team “%s” denied.'), name),
    approvedMany: (updated, count) =>
      sprintf(
        /* translators: %s: number of teams approved */ _n('%s team approved', '%s teams approved', updated),
        count,
      ),
    deniedMany: (updated, count) =>
      sprintf(/* translators: %s: number of teams denied */ _n('%s team denied', '%s teams denied', updated), count),
    failure: () => __('The teams could not be updated. Please try again.'),
    afterApproveFailed: (count) =>
      sprintf(
        /* translators: %s: number of approved teams whose held invitations could not be mailed */
        _n(
          'The invitations of %s team could not be sent: its captain can send them from the team page.',
          'The invitations of %s teams could not be sent: their captains can send them from the team pages.',
          count,
        ),
        ltr(formatNumber(count)),
      ),
  },
};
