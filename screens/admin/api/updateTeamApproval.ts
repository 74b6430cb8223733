import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { SEND_TEAM_INVITATION_EMAILS } from '../../api/sendTeamInvitationEmails';
import { updateApprovals, type ApprovalStatus } from './adminList';

export const UPDATE_TEAM_APPROVAL = 'update-team-approval';

export type TeamApprovalStatus = ApprovalStatus;

/** Approves or denies teams; one call per id (section 7.8); answers the ids whose status changed. */
export async function updateTeamApproval(
  { client }: ApiContextValue,
  teamIds: readonly number[],
  status: TeamApprovalStatus,
): Promise<number[]> {
  return updateApprovals(client, UPDATE_TEAM_APPROVAL, 'team_id', teamIds, status);
}

/**
 * After an approval the plugin's admin mails each approved team's held invitations: send-team-invitation-emails
 * `{team_id}` (7.9), answered 200 with an empty body (our host: `{sent, held}`). A 400 (empty body) means the team
 * is not active or is gone, so there is nothing to mail. Answers how many teams could not be mailed otherwise.
 */
export async function sendApprovedTeamInvitations({ client }: ApiContextValue, teamIds: number[]): Promise<number> {
  let unsent = 0;
  for (const teamId of teamIds) {
    try {
      await client.request(SEND_TEAM_INVITATION_EMAILS, {
        method: 'POST',
        body: { team_id: String(teamId) },
        schema: v.unknown(),
      });
    } catch (error) {
      if (!(isApiError(error) && error.status === 400)) unsent += 1;
    }
  }
  return unsent;
}
