import * as v from 'valibot';
import type { ApiContextValue } from '../../api/ApiContext';
import { numeric, text } from '../../api/lenient';

export const CLONE_CAMPAIGN = 'clone-campaign';

const schema = v.looseObject({ campaign_id: numeric, title: v.optional(text, '') });

export interface ClonedCampaign {
  campaignId: number;
  title: string;
}

/** Copies a campaign as a draft (teams, fundraisers and donations stay behind); answers the copy's id and title. */
export async function cloneCampaign({ client }: ApiContextValue, campaignId: number): Promise<ClonedCampaign> {
  const response = await client.request(CLONE_CAMPAIGN, {
    method: 'POST',
    body: { campaign_id: campaignId },
    schema,
  });
  return { campaignId: response.campaign_id, title: response.title };
}
