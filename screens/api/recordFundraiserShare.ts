import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { numeric } from './lenient';

/*
 * The fundraising-tools extension (docs/fundraising-tools.md): the fundraiser shared their own page. Called only
 * when the dashboard's shares_count is not null (a host that does not record shares leaves the call out).
 */

export const RECORD_FUNDRAISER_SHARE = 'record-fundraiser-share';

export const SHARE_CHANNELS = ['facebook', 'x', 'email', 'whatsapp', 'sms', 'copy', 'native'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

// An empty 200 body (checked as {}) is accepted: the host recorded it and the dashboard's next read says the count.
const shareAnswerSchema = v.looseObject({
  data: v.optional(v.object({ shares_count: v.optional(v.nullable(numeric), null) }), { shares_count: null }),
});

/** Records one share; answers the host's new count (null when its answer leaves it out). */
export async function recordFundraiserShare(
  { client, campaignId }: ApiContextValue,
  channel: ShareChannel,
): Promise<number | null> {
  const response = await client.request(RECORD_FUNDRAISER_SHARE, {
    method: 'POST',
    body: { campaignId, channel },
    schema: shareAnswerSchema,
  });
  return response.data.shares_count;
}
