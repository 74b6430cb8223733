import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import type { ReadKey } from './envelope';
import { useRead } from './useRead';

export const FUNDRAISER_CAN_JOIN_TEAM = 'fundraiser-can-join-team';

/** Resolves when the logged-in fundraiser may join a team; an ApiError means no (send them to start-fundraising). */
export async function fundraiserCanJoinTeam({ client, campaignId }: ApiContextValue): Promise<void> {
  await client.request(FUNDRAISER_CAN_JOIN_TEAM, { method: 'POST', body: { campaignId }, schema: v.unknown() });
}

/**
 * The can-join check as a cached read (a POST that changes nothing): it gets the read cache's loading timeout and
 * "Still loading…" hint like every other read. `data` is true once the server says yes; any error is its no.
 * Asked once per page: no retry (a failure is an answer, SPEC 8), no revalidation on focus or reconnect (a late
 * answer must not move a user who is already past the check).
 */
export function useFundraiserCanJoinTeam(campaignId: number) {
  const key: ReadKey = [FUNDRAISER_CAN_JOIN_TEAM, { campaignId }];
  // The campaign asked about is the one in the key, so a cached answer is never another campaign's.
  return useRead(key, (api) => fundraiserCanJoinTeam({ ...api, campaignId }).then(() => true), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
