import type { ApiContextValue } from '../../api/ApiContext';
import { approvalResultSchema, type ApprovalStatus } from './adminList';

export const UPDATE_FUNDRAISER_APPROVAL = 'update-fundraiser-approval';

/** Approves ('active') or denies fundraisers; answers the ids whose status changed. */
export async function updateFundraiserApproval(
  { client }: ApiContextValue,
  fundraiserIds: readonly number[],
  status: ApprovalStatus,
): Promise<number[]> {
  const response = await client.request(UPDATE_FUNDRAISER_APPROVAL, {
    method: 'POST',
    body: { fundraiser_ids: [...fundraiserIds], status },
    schema: approvalResultSchema,
  });
  return response.updated;
}
