import type { ApiContextValue } from './ApiContext';
import { redirectResponseSchema, type RedirectResponse } from './envelope';

/**
 * A registration or login call: POSTs `fields` with the campaign's id last, under the name the call reads
 * (SPEC 7 spells it campaign_id for the account calls, campaignId for the join-team ones), and reads `{ redirect }`.
 */
export function postForRedirect(
  { client, campaignId }: ApiContextValue,
  name: string,
  fields: object,
  campaignKey: 'campaign_id' | 'campaignId',
): Promise<RedirectResponse> {
  return client.request(name, {
    method: 'POST',
    body: { ...fields, [campaignKey]: campaignId },
    schema: redirectResponseSchema,
  });
}
