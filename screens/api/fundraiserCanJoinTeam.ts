import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';

export const FUNDRAISER_CAN_JOIN_TEAM = 'fundraiser-can-join-team';

/** Resolves when the logged-in fundraiser may join a team; an ApiError means no (send them to start-fundraising). */
export async function fundraiserCanJoinTeam({ client, campaignId }: ApiContextValue): Promise<void> {
  await client.request(FUNDRAISER_CAN_JOIN_TEAM, { method: 'POST', body: { campaignId }, schema: v.unknown() });
}
