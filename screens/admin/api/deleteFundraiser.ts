import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { flag } from '../../api/lenient';

export const DELETE_FUNDRAISER = 'delete-fundraiser';

const schema = v.looseObject({
  strategy: v.optional(v.string(), ''),
  deleted_team: v.optional(flag, false),
});
export type DeleteFundraiserResult = v.InferOutput<typeof schema>;

/**
 * Deletes a fundraiser. The strategy is never sent: the server derives it again. `newOwnerId` is the member who
 * becomes captain when the fundraiser owns a team with other members (teamOwner).
 */
export function deleteFundraiser(
  { client }: ApiContextValue,
  fundraiserId: number,
  newOwnerId?: number,
): Promise<DeleteFundraiserResult> {
  const body: Record<string, number> = { fundraiser_id: fundraiserId };
  if (newOwnerId) body.new_owner_id = newOwnerId;
  return client.request(DELETE_FUNDRAISER, { method: 'POST', body, schema });
}
