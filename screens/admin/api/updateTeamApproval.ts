import type { ApiContextValue } from '../../api/ApiContext';
import { approvalResultSchema, type ApprovalStatus } from './adminList';

export const UPDATE_TEAM_APPROVAL = 'update-team-approval';

export type TeamApprovalStatus = ApprovalStatus;

/** Approves or denies teams; answers the ids whose status changed (approving also sends held invitations). */
export async function updateTeamApproval(
  { client }: ApiContextValue,
  teamIds: readonly number[],
  status: TeamApprovalStatus,
): Promise<number[]> {
  const response = await client.request(UPDATE_TEAM_APPROVAL, {
    method: 'POST',
    body: { team_ids: [...teamIds], status },
    schema: approvalResultSchema,
  });
  return response.updated;
}
