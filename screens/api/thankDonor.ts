import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { flag } from './lenient';

/*
 * The fundraising-tools extension (docs/fundraising-tools.md): the fundraiser thanks a donor. With a message the
 * host mails it (it holds the address; the client never sees it); markOnly records a thank-you sent another way.
 */

export const THANK_DONOR = 'thank-donor';

// An empty 200 body (checked as {}) is accepted, as the contract allows: the host recorded it.
const thankAnswerSchema = v.looseObject({
  data: v.optional(v.object({ thanked: v.optional(flag, true), emailed: v.optional(flag, false) }), {
    thanked: true,
    emailed: false,
  }),
});
export type ThankAnswer = v.InferOutput<typeof thankAnswerSchema>['data'];

export type ThankRequest = { donationId: number; message: string } | { donationId: number; markOnly: true };

export async function thankDonor({ client, campaignId }: ApiContextValue, request: ThankRequest): Promise<ThankAnswer> {
  const body =
    'markOnly' in request
      ? { campaignId, donationId: request.donationId, markOnly: true }
      : { campaignId, donationId: request.donationId, message: request.message };
  const response = await client.request(THANK_DONOR, { method: 'POST', body, schema: thankAnswerSchema });
  return response.data;
}
