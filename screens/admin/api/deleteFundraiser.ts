import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { flag } from '../../api/lenient';
import type { DeleteFundraiserStrategyName } from './getDeleteFundraiserStrategy';

export const DELETE_FUNDRAISER_STRATEGY = 'delete-fundraiser-strategy';

/** Section 7.17: `{strategy, fundraiser}` echoed; the reference host adds `deleted_team`. */
export const deleteFundraiserResultSchema = v.looseObject({
  strategy: v.optional(v.nullable(v.string())),
  deleted_team: v.optional(flag),
});

export interface DeleteFundraiserResult {
  deleted_team: boolean;
}

/**
 * Deletes a fundraiser with the strategy the server gave (the reference host derives it again and refuses a
 * mismatch). `newOwnerId` is the member who becomes captain when the fundraiser owns a team with members.
 */
export async function deleteFundraiser(
  { client }: ApiContextValue,
  fundraiserId: number,
  strategy: DeleteFundraiserStrategyName,
  newOwnerId?: number,
): Promise<DeleteFundraiserResult> {
  const body: Record<string, string | number> = { strategy, fundraiser_id: fundraiserId };
  if (newOwnerId) body.new_team_owner_fundraiser_id = newOwnerId;
  const response = await client.request(DELETE_FUNDRAISER_STRATEGY, {
    method: 'POST',
    body,
    schema: deleteFundraiserResultSchema,
  });
  return { deleted_team: response.deleted_team ?? strategy === 'teamOnlyFundraiser' };
}
