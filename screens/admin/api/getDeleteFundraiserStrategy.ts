import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import type { ReadKey } from '../../api/envelope';
import { numeric, requiredText } from '../../api/lenient';
import { useRead, type ReadOptions } from '../../api/useRead';
import { GET_TEAM_FUNDRAISERS_ALL, teamFundraisersAllSchema } from './adminGetTeam';

export const GET_DELETE_FUNDRAISER_STRATEGY = 'get-delete-fundraiser-strategy';

/**
 * What deleting a fundraiser does, decided by the server: campaignFundraiser (no team), teamOnlyFundraiser
 * (captain and only member: the team goes too), teamMember, teamOwner (captain with members: pick a new owner).
 */
export const DELETE_FUNDRAISER_STRATEGIES = [
  'campaignFundraiser',
  'teamOnlyFundraiser',
  'teamMember',
  'teamOwner',
] as const;
export type DeleteFundraiserStrategyName = (typeof DELETE_FUNDRAISER_STRATEGIES)[number];

const namedSchema = v.object({ id: numeric, name: requiredText });

/** Section 7.17: a top-level `{strategy}`; the reference host adds the name, the team and the other members. */
export const deleteFundraiserStrategySchema = v.looseObject({
  strategy: v.picklist(DELETE_FUNDRAISER_STRATEGIES),
  name: v.optional(requiredText),
  team: v.nullish(namedSchema),
  members: v.optional(v.array(namedSchema)),
});

/** The row the delete starts from: what the screen knows when the server's answer is plain. */
export interface FundraiserToDelete {
  id: number;
  name: string;
  team_id: number;
  team_name: string;
}

export interface DeleteFundraiserStrategy {
  fundraiser_id: number;
  name: string;
  strategy: DeleteFundraiserStrategyName;
  team: { id: number; name: string } | null;
  /** The members who may become captain (teamOwner only). */
  members: Array<{ id: number; name: string }>;
}

export function deleteFundraiserStrategyKey(fundraiserId: number): ReadKey {
  return [GET_DELETE_FUNDRAISER_STRATEGY, { fundraiser_id: fundraiserId }];
}

export async function getDeleteFundraiserStrategy(
  { client }: ApiContextValue,
  fundraiser: FundraiserToDelete,
): Promise<DeleteFundraiserStrategy> {
  const answer = await client.request(GET_DELETE_FUNDRAISER_STRATEGY, {
    query: { fundraiser_id: fundraiser.id },
    schema: deleteFundraiserStrategySchema,
  });
  const team =
    answer.team !== undefined
      ? answer.team
      : fundraiser.team_id > 0
        ? { id: fundraiser.team_id, name: fundraiser.team_name }
        : null;
  let members = answer.members ?? [];
  // The plugin names no candidates: the new captain is one of the team's other active members (section 7.6).
  if (answer.strategy === 'teamOwner' && answer.members === undefined && team) {
    const all = await client.request(GET_TEAM_FUNDRAISERS_ALL, {
      query: { team_id: team.id },
      schema: teamFundraisersAllSchema,
    });
    members = all.data
      .filter((member) => member.id !== fundraiser.id)
      // A member without a display name (null in 7.6) still needs a label to be chosen by.
      .map((member) => ({ id: member.id, name: member.name || `#${member.id}` }));
  }
  return {
    fundraiser_id: fundraiser.id,
    name: answer.name ?? fundraiser.name,
    strategy: answer.strategy,
    team,
    members: answer.strategy === 'teamOwner' ? members : [],
  };
}

/** The strategy of the fundraiser about to be deleted; null skips the read (no modal open). */
export function useDeleteFundraiserStrategy(
  fundraiser: FundraiserToDelete | null,
  options?: ReadOptions<DeleteFundraiserStrategy>,
) {
  return useRead(
    fundraiser ? deleteFundraiserStrategyKey(fundraiser.id) : null,
    (api) => getDeleteFundraiserStrategy(api, fundraiser ?? { id: 0, name: '', team_id: 0, team_name: '' }),
    { revalidateOnFocus: false, ...options },
  );
}
