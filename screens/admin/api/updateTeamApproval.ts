import type { ApiContextValue } from '../../api/ApiContext';
import { updateApprovals, type ApprovalStatus } from './adminList';

export const UPDATE_TEAM_APPROVAL = 'update-team-approval';

export type TeamApprovalStatus = ApprovalStatus;

/** Approves or denies teams; one call per id (section 7.8); answers the ids whose status changed (approving also sends held invitations). */
export async function updateTeamApproval(
  { client }: ApiContextValue,
  teamIds: readonly number[],
  status: TeamApprovalStatus,
): Promise<number[]> {
  return updateApprovals(client, UPDATE_TEAM_APPROVAL, 'team_id', teamIds, status);
}
