import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';

export const FUNDRAISER_JOIN_TEAM = 'fundraiser-join-team';

/** One-click join for a logged-in fundraiser. The redirect is a path to append to the campaign URL. */
export function fundraiserJoinTeam({ client, campaignId }: ApiContextValue, teamId: number): Promise<RedirectResponse> {
  return client.request(FUNDRAISER_JOIN_TEAM, {
    method: 'POST',
    body: { teamId, campaignId },
    schema: redirectResponseSchema,
  });
}
