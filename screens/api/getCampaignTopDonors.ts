import { useApi, type ApiContextValue } from './ApiContext';
import { topDonorSchema, type TopDonor } from './entities';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

export const GET_CAMPAIGN_TOP_DONORS = 'get-campaign-top-donors';
const schema = listEnvelope(topDonorSchema);

export function campaignTopDonorsKey(campaignId: number): ReadKey {
  return [GET_CAMPAIGN_TOP_DONORS, { campaign_id: campaignId }];
}

export async function fetchCampaignTopDonors({ client, campaignId }: ApiContextValue): Promise<TopDonor[]> {
  const response = await client.request(GET_CAMPAIGN_TOP_DONORS, { query: { campaign_id: campaignId }, schema });
  return response.data;
}

/** The campaign's top donors (name, amount). */
export function useCampaignTopDonors(options?: ReadOptions<TopDonor[]>) {
  const { campaignId } = useApi();
  return useRead(campaignTopDonorsKey(campaignId), fetchCampaignTopDonors, options);
}
