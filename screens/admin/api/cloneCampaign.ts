import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { numeric, text } from '../../api/lenient';

export const CLONE_CAMPAIGN = 'clone-campaign';

/** Section 7.10: an empty body (`null`); the reference host adds the copy's id and title. */
export const cloneCampaignSchema = v.looseObject({ campaign_id: v.optional(numeric), title: v.optional(text, '') });

export interface ClonedCampaign {
  /** Absent when the server does not say (the plugin). */
  campaignId: number | undefined;
  title: string;
}

/** Copies a campaign as a draft (teams, fundraisers and donations stay behind). */
export async function cloneCampaign({ client }: ApiContextValue, campaignId: number): Promise<ClonedCampaign> {
  const response = await client.request(CLONE_CAMPAIGN, {
    method: 'POST',
    body: { campaign_id: campaignId },
    schema: cloneCampaignSchema,
  });
  return { campaignId: response.campaign_id, title: response.title };
}
