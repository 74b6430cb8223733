import { topDonorSchema, type TopDonor } from './entities';
import { listById, useListById } from './listById';
import type { ReadOptions } from './useRead';

export const GET_FUNDRAISER_TOP_DONORS = 'get-fundraiser-top-donors';
const fundraiserTopDonors = listById(GET_FUNDRAISER_TOP_DONORS, 'fundraiser_id', topDonorSchema);

export const fundraiserTopDonorsKey = fundraiserTopDonors.key;
export const fetchFundraiserTopDonors = fundraiserTopDonors.fetch;
/** A fundraiser's top donors (name, amount; SPEC does not show the shape, so the campaign's is assumed). */
export function useFundraiserTopDonors(fundraiserId: number | undefined, options?: ReadOptions<TopDonor[]>) {
  return useListById(fundraiserTopDonors, fundraiserId, options);
}
