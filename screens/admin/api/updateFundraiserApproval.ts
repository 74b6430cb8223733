import type { ApiContextValue } from '../../api/ApiContext';
import { updateApprovals, type ApprovalStatus } from './adminList';

export const UPDATE_FUNDRAISER_APPROVAL = 'update-fundraiser-approval';

/** Approves ('active') or denies fundraisers; one call per id (section 7.8); answers the ids whose status changed. */
export async function updateFundraiserApproval(
  { client }: ApiContextValue,
  fundraiserIds: readonly number[],
  status: ApprovalStatus,
): Promise<number[]> {
  return updateApprovals(client, UPDATE_FUNDRAISER_APPROVAL, 'fundraiser_id', fundraiserIds, status);
}
