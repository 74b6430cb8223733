import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';

export const FUNDRAISER_JOIN_TEAM = 'fundraiser-join-team';

/** One-click join for a logged-in fundraiser. The redirect is a path to append to the campaign URL. */
export function fundraiserJoinTeam(
  { client, campaignId }: ApiContextValue,
  teamId: number,
  /** The single-use token of a mailed invitation (closed teams). */
  invite?: string,
): Promise<RedirectResponse> {
  return client.request(FUNDRAISER_JOIN_TEAM, {
    method: 'POST',
    body: invite ? { teamId, campaignId, invite } : { teamId, campaignId },
    schema: redirectResponseSchema,
  });
}
