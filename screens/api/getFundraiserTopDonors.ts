import type { ApiContextValue } from './ApiContext';
import { topDonorSchema, type TopDonor } from './entities';
import { listEnvelope, type ReadKey } from './envelope';
import { useRead, type ReadOptions } from './useRead';

export const GET_FUNDRAISER_TOP_DONORS = 'get-fundraiser-top-donors';
const schema = listEnvelope(topDonorSchema);

export function fundraiserTopDonorsKey(fundraiserId: number): ReadKey {
  return [GET_FUNDRAISER_TOP_DONORS, { fundraiser_id: fundraiserId }];
}

export async function fetchFundraiserTopDonors({ client }: ApiContextValue, fundraiserId: number): Promise<TopDonor[]> {
  const response = await client.request(GET_FUNDRAISER_TOP_DONORS, { query: { fundraiser_id: fundraiserId }, schema });
  return response.data;
}

/** A fundraiser's top donors (name, amount; SPEC does not show the shape, so the campaign's is assumed). */
export function useFundraiserTopDonors(fundraiserId: number | undefined, options?: ReadOptions<TopDonor[]>) {
  return useRead(
    fundraiserId ? fundraiserTopDonorsKey(fundraiserId) : null,
    (api) => fetchFundraiserTopDonors(api, fundraiserId ?? 0),
    options,
  );
}
