import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { numeric, requiredText } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';

export const GET_DELETE_FUNDRAISER_STRATEGY = 'get-delete-fundraiser-strategy';

/**
 * What deleting a fundraiser does, decided by the server: campaignFundraiser (no team), teamOnlyFundraiser
 * (captain and only member: the team goes too), teamMember, teamOwner (captain with members: pick a new owner).
 */
export type DeleteFundraiserStrategyName = 'campaignFundraiser' | 'teamOnlyFundraiser' | 'teamMember' | 'teamOwner';

const namedSchema = v.object({ id: numeric, name: requiredText });

const schema = v.looseObject({
  fundraiser_id: numeric,
  name: requiredText,
  strategy: v.picklist(['campaignFundraiser', 'teamOnlyFundraiser', 'teamMember', 'teamOwner']),
  team: v.nullish(namedSchema, null),
  members: v.optional(v.array(namedSchema), []),
});
export type DeleteFundraiserStrategy = v.InferOutput<typeof schema>;

export function deleteFundraiserStrategyKey(fundraiserId: number): ReadKey {
  return [GET_DELETE_FUNDRAISER_STRATEGY, { fundraiser_id: fundraiserId }];
}

export function getDeleteFundraiserStrategy(
  { client }: ApiContextValue,
  fundraiserId: number,
): Promise<DeleteFundraiserStrategy> {
  return client.request(GET_DELETE_FUNDRAISER_STRATEGY, { query: { fundraiser_id: fundraiserId }, schema });
}

/** The strategy of the fundraiser about to be deleted; null skips the read (no modal open). */
export function useDeleteFundraiserStrategy(
  fundraiserId: number | null,
  options?: ReadOptions<DeleteFundraiserStrategy>,
) {
  return useRead(
    fundraiserId ? deleteFundraiserStrategyKey(fundraiserId) : null,
    (api) => getDeleteFundraiserStrategy(api, fundraiserId ?? 0),
    { revalidateOnFocus: false, ...options },
  );
}
